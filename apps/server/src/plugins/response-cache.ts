import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { entityRevision } from '../db/schema';
import { entityAccess } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read of the entity's data whose answer may be kept until the entity changes. */
    cached?: boolean;
  }
}

/**
 * The figures change with the clock too (a rent falls due, a contract ends, a day or a year
 * begins), and every instant they compare with falls on a quarter hour: rent days at noon,
 * contract days at 10:00 and 16:00 UTC, midnight of any time zone. An answer is kept only within
 * the quarter hour it was made in.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Answers kept in memory, all entities together; the least recently read go first. */
const MAX_BYTES = 64 * 1024 * 1024;

interface Kept {
  tag: string;
  body: Buffer;
}

/** An answer being computed: the requests for the same key and tag wait for it. */
interface Flight {
  key: string;
  tag: string;
  body: Promise<Buffer | null>;
  settle: (body: Buffer | null) => void;
}

function flight(key: string, tag: string): Flight {
  let settle: Flight['settle'] = () => undefined;
  const body = new Promise<Buffer | null>((resolve) => {
    settle = resolve;
  });
  return { key, tag, body, settle };
}

const revisionOf = async (db: Db, entityId: number) => {
  const [row] = await db
    .select({ revision: entityRevision.revision })
    .from(entityRevision)
    .where(eq(entityRevision.entityId, entityId));
  return row?.revision ?? 0;
};

const matches = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch?.split(',').some((candidate) => candidate.trim() === tag) ?? false;

/**
 * Keeps the answers of the routes configured `cached` per entity and URL, tagged with the entity's
 * revision (db/schema entityRevision), the quarter hour, and this process's start. A request first
 * reads the revision, so an answer is never older than the last commit the request could see: a
 * write anywhere in the entity, by this process or another, makes the next read compute afresh.
 * The tag is also the ETag, so a browser that has the answer gets 304 without the body.
 */
export function responseCache(scope: FastifyInstance, db: Db) {
  const boot = randomUUID().slice(0, 8);
  const kept = new LRUCache<string, Kept>({
    maxSize: MAX_BYTES,
    sizeCalculation: (item) => item.body.length,
  });
  const inFlight = new Map<string, Flight>();
  const computing = new WeakMap<FastifyRequest, Flight>();
  const sendJson = (reply: FastifyReply, body: Buffer) =>
    reply.type('application/json; charset=utf-8').send(body);

  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.cached) return;
    const { entityId } = entityAccess(request);
    const revision = await revisionOf(db, entityId);
    const tag = `W/"${boot}-${entityId}-${revision}-${Math.floor(Date.now() / QUARTER_HOUR_MS)}"`;
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
    const key = `${entityId} ${request.url}`;
    const hit = kept.get(key);
    if (hit?.tag === tag) return sendJson(reply, hit.body);
    const running = inFlight.get(key);
    if (running?.tag === tag) {
      const body = await running.body;
      // Without an answer (the computing request failed), this request computes its own.
      if (body) return sendJson(reply, body);
      return;
    }
    const started = flight(key, tag);
    inFlight.set(key, started);
    computing.set(request, started);
  });

  const settle = (request: FastifyRequest, body: Buffer | null) => {
    const started = computing.get(request);
    if (!started) return;
    computing.delete(request);
    if (inFlight.get(started.key) === started) inFlight.delete(started.key);
    if (body) kept.set(started.key, { tag: started.tag, body });
    started.settle(body);
  };

  scope.addHook('onSend', async (request, reply, payload) => {
    if (!computing.has(request)) return payload;
    // Encoded once: the kept bytes are what every later answer writes.
    const body = reply.statusCode === 200 && typeof payload === 'string' ? Buffer.from(payload) : null;
    settle(request, body);
    return body ?? payload;
  });
  scope.addHook('onResponse', async (request) => settle(request, null));
  scope.addHook('onRequestAbort', async (request) => settle(request, null));
}
