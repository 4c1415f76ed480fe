// Runs the production build when a source changed since the last one (`npm start`, `npm test`).
// Where the build tools are not installed (production dependencies only), the existing build runs.
import { buildExists, buildIsCurrent } from './build-stamp.mjs';

function installed(name) {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

if (!buildIsCurrent()) {
  if (installed('esbuild') && installed('vite')) {
    await import('./build.mjs');
  } else if (buildExists()) {
    console.warn(
      'The sources differ from the build, but the build tools are not installed: running the existing build.',
    );
  } else {
    console.error(
      'No build in apps/server/dist and apps/web/dist: run "npm install && npm run build" first.',
    );
    process.exit(1);
  }
}
