import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { iconFont } from './icon-font';

/**
 * Preloads the icon font from the page's head. Without it the browser finds the font only once
 * React has drawn the first icon, and the icons stay blank (font-display: block) until it arrives.
 */
function preloadIconFont(): Plugin {
  return {
    name: 'arrenda:preload-icon-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /\/primeicons-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          })),
    },
  };
}

/**
 * The build runs the app on Preact's React compatibility layer (docs/performance.md, "The app's
 * code"): the same components and libraries in a third of React DOM's size. Development and the
 * unit tests keep React itself; the end-to-end suite runs the build.
 */
const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * React Router ships a production build beside its development one, but its package's exports name
 * only the development files (remix-run/react-router#12532), whose checks and warnings then run in
 * every visitor's browser. A build takes the production files by path.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      // `@/lib/format` is `src/lib/format`: imports name the module, not how far up it is.
      { find: /^@\//, replacement: `${path.join(import.meta.dirname, 'src')}/` },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }, ...preactInPlaceOfReact]
        : []),
    ],
  },
  plugins: [
    react(),
    iconFont({ sources: path.join(import.meta.dirname, 'src') }),
    preloadIconFont(),
    // A .br and a .gz beside each text file, at the highest levels: the server sends them as they are.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|xml)$/,
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Read by scripts/prerender.mjs: the CSS and code of each page drawn at build time.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
}));
