import autocannon from 'autocannon';

export interface Measure {
  name: string;
  p50: number;
  /** autocannon reports p97.5, not p95: the p95 targets are checked against it, which is stricter. */
  p97_5: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Loads one route for `seconds` with `connections` concurrent connections (autocannon on loopback). */
export async function measure(
  baseUrl: string,
  headers: Record<string, string>,
  target: Target,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Measure> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    headers: { ...headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    connections,
    duration: seconds,
    // Slow routes are measured, not dropped as errors.
    timeout: 60,
  });
  const { latency } = result;
  return {
    name: target.name,
    p50: latency.p50,
    p97_5: latency.p97_5,
    p99: latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}
