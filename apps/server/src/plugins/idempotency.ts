import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, badRequest, conflict } from '../errors';
import { currentUser } from './auth';
import {
  claimKey,
  type KeyOwner,
  type KeyRequest,
  readKey,
  releaseKey,
  storeAnswer,
} from './idempotency-queries';

/** 1 to 255 visible ASCII characters: a UUID, or any client's own scheme. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first request's answer before answering 409. */
const WAIT_MS = 5_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with every object's keys sorted: the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/**
 * The request a key stands for. The body is the validated one; a multipart upload has none here
 * (its file is read by the route), so a key of an upload stands for its path alone.
 */
const requestOf = (request: FastifyRequest): KeyRequest => ({
  method: request.method,
  path: request.url,
  bodyHash: createHash('sha256').update(canonicalJson(request.body)).digest('hex'),
});

const sameRequest = (a: KeyRequest, b: KeyRequest) =>
  a.method === b.method && a.path === b.path && a.bodyHash === b.bodyHash;

function replay(reply: FastifyReply, status: number, body: string | null) {
  reply.code(status).header('idempotent-replayed', 'true');
  if (body === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Idempotent POSTs, as Stripe's API makes them (docs/security.md "Idempotent creates"): a signed-in
 * POST carrying an Idempotency-Key runs once per user and key for 24 hours; a repeat gets the first
 * answer again (same status and body), a repeat with another path or body 422, and a repeat while
 * the first still runs waits for its answer (409 after a few seconds). Only requests that reach
 * their handler keep a key (one refused by the schema can be sent again with it); a 5xx lets the
 * key go, as the failed request changed nothing. Without the header, a POST runs as always.
 */
export function idempotency(scope: FastifyInstance, { db }: Pick<AppContext, 'db'>) {
  const claimed = new WeakMap<FastifyRequest, KeyOwner>();

  scope.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined) return;
    if (typeof key !== 'string' || !VALID_KEY.test(key)) throw badRequest('server.idempotencyKeyInvalid');
    const owner = { userId: currentUser(request).id, key };
    const sent = requestOf(request);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await claimKey(db, owner, sent)) {
        claimed.set(request, owner);
        return;
      }
      const first = await readKey(db, owner);
      // No row: the first request failed and let the key go in between; this one takes it.
      if (first) {
        if (!sameRequest(first, sent)) throw new AppError(422, 'server.idempotencyKeyReused');
        if (first.status !== null) return replay(reply, first.status, first.body);
        if (Date.now() >= deadline) {
          reply.header('retry-after', '1');
          throw conflict('server.idempotencyInProgress');
        }
        await sleep(POLL_MS);
      }
    }
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const owner = claimed.get(request);
    if (!owner) return payload;
    claimed.delete(request);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    try {
      // Kept before the answer leaves: a repeat sent as soon as it arrives finds it.
      if (reply.statusCode >= 500 || (payload != null && body === null)) await releaseKey(db, owner);
      else await storeAnswer(db, owner, reply.statusCode, body);
    } catch (err) {
      // The answer still goes out; the key, left unanswered, is taken as lost after a while.
      request.log.error({ err }, 'idempotency key not stored');
    }
    return payload;
  });
}
