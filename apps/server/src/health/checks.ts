import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { serverDir } from '../server-dir';
import { appliedMigrations, databaseAnswers } from './queries';

export const CHECK_NAMES = ['database', 'migrations', 'storage'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type CheckStatus = 'ok' | 'fail';

export interface Readiness {
  status: CheckStatus;
  checks: { name: CheckName; status: CheckStatus }[];
}

/** A probe answers within a few seconds, also when the database or the bucket does not answer at all. */
const CHECK_TIMEOUT_MS = 2000;

const journal = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });
const journalPath = path.join(serverDir, 'drizzle', 'meta', '_journal.json');

function withTimeout(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The migrations of the journal not in drizzle's table of applied ones. Drizzle records each
 * migration by the journal's `when` (its `created_at`), so that is what is compared.
 */
async function pendingMigrations(db: Db, expected: Promise<z.infer<typeof journal>>) {
  const [{ entries }, applied] = await Promise.all([expected, appliedMigrations(db)]);
  const done = new Set(applied);
  return entries.filter((entry) => !done.has(String(entry.when))).map((entry) => entry.tag);
}

/**
 * The readiness of this instance to serve requests: the database answers, its schema is the one
 * this build expects, and the file storage takes files. Each check is cheap (one query, or one
 * folder or HeadBucket call); why one failed goes to the log, never to the unauthenticated caller.
 */
export function readinessCheck({ db, storage }: Pick<AppContext, 'db' | 'storage'>, log: FastifyBaseLogger) {
  // Read at the first probe and kept: the journal is part of the build.
  let expected: Promise<z.infer<typeof journal>> | undefined;
  const checks: Record<CheckName, () => Promise<unknown>> = {
    database: () => databaseAnswers(db),
    migrations: async () => {
      expected ??= readFile(journalPath, 'utf8')
        .then((text) => journal.parse(JSON.parse(text)))
        .catch((error: unknown) => {
          expected = undefined;
          throw error;
        });
      const pending = await pendingMigrations(db, expected);
      if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
    },
    storage: () => storage.check(),
  };

  return async (): Promise<Readiness> => {
    const results = await Promise.all(
      CHECK_NAMES.map(async (name) => {
        try {
          await withTimeout(checks[name]());
          return { name, status: 'ok' as const };
        } catch (error) {
          log.warn({ err: error, check: name }, 'readiness check failed');
          return { name, status: 'fail' as const };
        }
      }),
    );
    return { status: results.every((result) => result.status === 'ok') ? 'ok' : 'fail', checks: results };
  };
}
