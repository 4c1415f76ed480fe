/** What the targets table reads of a route's measure. */
export interface Measured {
  name: string;
  p95: number;
  aloneP50: number;
  afterWrite: number | null;
  kb: number | null;
  /** What a browser downloads of the answer (compressed), KB. */
  sentKb: number | null;
  requestsPerSecond: number;
}

interface ScaleRun {
  scale: number;
  measures: Measured[];
  /** The property list's rows shown in Chromium, ms. */
  propertyListMs: number | null;
}

/** The targets (issue 24), each with what the run measured and whether it is met. */
const LIST_P95_MS = 50;
const SUMMARY_PAGE_MS = 100;
const PAYMENT_P95_MS = 30;
const PAYMENTS_PER_SECOND = 500;
const PAYMENT_ALONE_MS = 5;
const GROWTH = 1.5;
const PROPERTY_LIST_MS = 500;
const ANSWER_KB = 50;
const ENTRY_KB = 120;

const SUMMARY_PAGE = 'finance summary (a year), page 1';
const IN_TURN = /^create payment, \d+ rents in turn$/;

const yes = (met: boolean) => (met ? 'yes' : '**no**');
const worst = (measures: Measured[], pick: (m: Measured) => number | null) =>
  measures.reduce<Measured | null>((found, m) => {
    const value = pick(m);
    return value !== null && (found === null || value > (pick(found) ?? 0)) ? m : found;
  }, null);

/** One line per target and scale: the goal, the worst measure against it, met or not. */
export function targetsTable(runs: ScaleRun[], entryKb: number) {
  const lines: string[] = [];
  const add = (target: string, measured: string, met: boolean) =>
    lines.push(`| ${target} | ${measured} | ${yes(met)} |`);
  for (const run of runs) {
    const reads = run.measures.filter((m) => m.kb !== null);
    const lists = reads.filter((m) => m.name !== SUMMARY_PAGE);
    const slowLoaded = worst(lists, (m) => m.p95);
    const slowAfter = worst(lists, (m) => m.afterWrite);
    const over = lists.filter((m) => m.p95 >= LIST_P95_MS);
    add(
      `${run.scale}×: every list page and figure call, p95 < ${LIST_P95_MS} ms at 20 connections while payments land`,
      `${lists.length - over.length} of ${lists.length}; slowest ${slowLoaded?.name ?? '-'} ${slowLoaded?.p95.toFixed(1) ?? '-'} ms`,
      over.length === 0,
    );
    add(
      `${run.scale}×: every read right after a write < ${LIST_P95_MS} ms`,
      `slowest ${slowAfter?.name ?? '-'} ${slowAfter?.afterWrite?.toFixed(1) ?? '-'} ms`,
      (slowAfter?.afterWrite ?? 0) < LIST_P95_MS,
    );
    const summary = reads.find((m) => m.name === SUMMARY_PAGE);
    add(
      `${run.scale}×: the year's finance summary page < ${SUMMARY_PAGE_MS} ms (p95 loaded)`,
      `${summary?.p95.toFixed(1) ?? '-'} ms`,
      (summary?.p95 ?? Number.POSITIVE_INFINITY) < SUMMARY_PAGE_MS,
    );
    const inTurn = run.measures.find((m) => IN_TURN.test(m.name));
    add(
      `${run.scale}×: payments on different rents, p95 < ${PAYMENT_P95_MS} ms and ≥ ${PAYMENTS_PER_SECOND}/s; one alone < ${PAYMENT_ALONE_MS} ms`,
      `p95 ${inTurn?.p95.toFixed(1) ?? '-'} ms, ${inTurn?.requestsPerSecond ?? '-'}/s, alone ${inTurn?.aloneP50.toFixed(1) ?? '-'} ms`,
      !!inTurn &&
        inTurn.p95 < PAYMENT_P95_MS &&
        inTurn.requestsPerSecond >= PAYMENTS_PER_SECOND &&
        inTurn.aloneP50 < PAYMENT_ALONE_MS,
    );
    // The page's answer as the browser downloads it; its JSON uncompressed is shown beside.
    const biggest = worst(reads, (m) => m.sentKb);
    const biggestJson = worst(reads, (m) => m.kb);
    add(
      `${run.scale}×: every answer < ${ANSWER_KB} KB as a browser downloads it`,
      `largest ${biggest?.name ?? '-'} ${biggest?.sentKb?.toFixed(1) ?? '-'} KB (uncompressed, the largest ${biggestJson?.name ?? '-'} ${biggestJson?.kb?.toFixed(1) ?? '-'} KB)`,
      (biggest?.sentKb ?? 0) < ANSWER_KB,
    );
    add(
      `${run.scale}×: property list's rows shown in Chromium < ${PROPERTY_LIST_MS} ms`,
      `${run.propertyListMs ?? '-'} ms`,
      run.propertyListMs !== null && run.propertyListMs < PROPERTY_LIST_MS,
    );
  }
  const [small, large] = runs;
  if (small && large) {
    const grown = small.measures
      .filter((m) => m.kb !== null)
      .map((m) => {
        const l = large.measures.find((other) => other.name === m.name);
        return { name: m.name, ratio: l ? l.p95 / Math.max(m.p95, 0.1) : Number.NaN };
      })
      .sort((a, b) => b.ratio - a.ratio);
    const over = grown.filter((g) => !(g.ratio <= GROWTH));
    add(
      `growth: p95 at 10× ≤ ${GROWTH} × p95 at 1×, every read`,
      `${grown.length - over.length} of ${grown.length}; most ${grown[0]?.name ?? '-'} ${grown[0]?.ratio.toFixed(1) ?? '-'}×`,
      over.length === 0,
    );
  }
  add(
    `entry code (with its imports and its language's catalogue) ≤ ${ENTRY_KB} KB gzip`,
    `${entryKb.toFixed(1)} KB`,
    entryKb <= ENTRY_KB,
  );
  return `| target | measured | met |
|---|---|---|
${lines.join('\n')}`;
}
