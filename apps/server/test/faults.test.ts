import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RentView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { adminQuery, databaseUrl, untilIdle } from './databases';
import { uniqueEmail } from './harness';
import { multipartFile } from './multipart';
import { startServerProcess } from './server-process';
import { linkIn, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';

/**
 * The server as it runs for real, in a process of its own, on the database of this test project:
 * a PGlite data folder, or a PostgreSQL database of its own.
 */
let smtp: SmtpReceiver;
let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
const serverLog = path.join(tmpdir(), `arrenda-faults-${process.env.TEST_DB ?? 'pglite'}.log`);

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  dataDir = await mkdtemp(path.join(tmpdir(), 'arrenda-faults-'));
  env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, JWT_SECRET: randomBytes(32).toString('hex') };
  if (process.env.TEST_DB === 'postgres') {
    const name = `arrenda_f_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    env.DATABASE_URL = databaseUrl(name);
    dropDatabase = async () => {
      await untilIdle(name);
      await adminQuery(`DROP DATABASE ${name}`);
    };
  }
}, 60_000);
afterAll(async () => {
  await dropDatabase?.();
  await Promise.all([smtp.close(), rm(dataDir, { recursive: true, force: true })]);
});

type Call = (method: string, url: string, body?: object) => Promise<Response>;

const caller =
  (base: string, headers: Record<string, string> = {}): Call =>
  (method, url, body) =>
    fetch(`${base}/api${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

async function created(response: Promise<Response>) {
  const answer = await response;
  const text = await answer.text();
  if (answer.status !== 201) throw new Error(`${answer.status}: ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

/** A user with a rent to pay, made through the API of a running server. */
async function rentToPay(base: string) {
  const email = uniqueEmail('faults');
  const password = 'Gato-Preto-42';
  const anonymous = caller(base);
  expect((await anonymous('POST', '/auth/register', { email, password })).status).toBe(201);
  const link = linkIn(await smtp.waitFor(email, /activate/i), 'activateAccount');
  const activation = {
    userEmail: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password,
  };
  expect((await anonymous('PUT', '/auth/activateAccount', activation)).status).toBe(200);
  const login = await anonymous('POST', '/auth/login', { email, password });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const api = caller(base, headers);
  const entityId = await created(
    api('POST', '/entities', { name: 'Carteira', entityTypeId: 1, countryId: 1 }),
  );
  const entity = `/entities/${entityId}`;
  const propertyId = await created(api('POST', `${entity}/properties`, { baseInfo: { propertyTypeId: 3 } }));
  const tenantId = await created(api('POST', `${entity}/tenants`, { name: 'Ana' }));
  const contracts = `${entity}/properties/${propertyId}/contracts`;
  const contractId = await created(
    api('POST', contracts, {
      propertyId,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId: [tenantId],
      amount: 5000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    }),
  );
  const rents = `${contracts}/${contractId}/rents`;
  const rentId = await created(
    api('POST', rents, {
      currencyId: 1,
      paymentPeriodDate: '2026-01-15',
      paymentDueDate: '2026-01-08',
      amount: 5000,
    }),
  );
  return { headers, entity, rent: `${rents}/${rentId}` };
}

describe('faults', () => {
  it('keeps every acknowledged payment, whole, when the server is killed (SIGKILL) while they are made', async () => {
    const first = await startServerProcess(env, serverLog);
    const { headers, rent } = await rentToPay(first.url);
    const acknowledged: number[] = [];
    let fortyAcknowledged: () => void = () => undefined;
    const forty = new Promise<void>((resolve) => {
      fortyAcknowledged = resolve;
    });
    let stop = false;
    // Four clients pay one cent after another until the server dies under them.
    const client = async () => {
      const api = caller(first.url, headers);
      while (!stop) {
        try {
          const response = await api('POST', `${rent}/payments`, {
            currencyId: 1,
            paymentDate: '2026-01-08',
            amount: 0.01,
          });
          if (response.status !== 201) continue;
          acknowledged.push(((await response.json()) as { id: number }).id);
          if (acknowledged.length === 40) fortyAcknowledged();
        } catch {
          return;
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await forty;
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(clients);

    const second = await startServerProcess(env, serverLog);
    try {
      const answer = await caller(second.url, headers)('GET', rent);
      expect(answer.status).toBe(200);
      const after = (await answer.json()) as RentView;
      const ids = new Set(after.payments.map((payment) => payment.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      // At most the requests in flight when it died may have committed without an answer.
      expect(after.payments.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(after.payments.length).toBeLessThanOrEqual(acknowledged.length + 4);
      // Whole: the rent's paid amount (kept by a trigger) is the sum of the payments that are there.
      expect(after.amountPaid).toBe(after.payments.length / 100);
      expect(after.amountToPay).toBe((500_000 - after.payments.length) / 100);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 120_000);

  it('finishes a request in flight on SIGTERM, refuses new ones, then closes the database and exits', async () => {
    const server = await startServerProcess(env, serverLog);
    const { headers, entity } = await rentToPay(server.url);
    const logStart = (await stat(serverLog)).size;
    // An upload whose body is still arriving when the signal comes.
    const file = multipartFile('escritura.pdf', randomBytes(256 * 1024));
    const half = Math.floor(file.payload.length / 2);
    let sendRest: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.payload.subarray(0, half));
        sendRest = () => {
          controller.enqueue(file.payload.subarray(half));
          controller.close();
        };
      },
    });
    const upload = fetch(`${server.url}/api${entity}/files`, {
      method: 'POST',
      headers: { ...headers, ...file.headers },
      body,
      duplex: 'half',
    } as RequestInit);
    // The signal comes once the server has the request (its log says so), not after a guessed wait.
    await vi.waitFor(
      async () => {
        const logged = (await readFile(serverLog, 'utf8')).slice(logStart);
        expect(logged).toMatch(/"method":"POST","url":"\/api\/entities\/\d+\/files"/);
      },
      { timeout: 10_000, interval: 20 },
    );
    server.child.kill('SIGTERM');
    // It stops listening at once, though the upload is still open.
    await vi.waitFor(() => expect(fetch(`${server.url}/api/config`)).rejects.toThrow(), {
      timeout: 10_000,
      interval: 20,
    });
    sendRest();
    const answer = await upload;
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    expect(await server.exited).toBe(0);

    // The file the server acknowledged while closing is there after a restart.
    const again = await startServerProcess(env, serverLog);
    try {
      const read = await caller(again.url, headers)('GET', entity);
      const { files } = (await read.json()) as { files: { id: number }[] };
      expect(files.map((saved) => saved.id)).toContain(id);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 120_000);
});
