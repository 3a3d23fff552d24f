// Bench helper: runs autocannon against one scenario and reduces every response time to percentiles, and
// times queries one at a time (no concurrency) for the worst single query.
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** The request path of the i-th request (vary it to avoid measuring one cached row). */
  path: (i: number) => string;
  /** Works out the first `count` paths before the run, so the load generator only reads them meanwhile. */
  prepare?: (count: number) => void;
  /**
   * Asked of a server started with ANSWER_CACHES=off, with a query never asked before in the run (query-mix.ts):
   * the cold path. These are also timed one query at a time after the load.
   */
  cold?: boolean;
  /** For a cold scenario: also time, one at a time, the page after the first (the answer's nextCursor). */
  nextPage?: boolean;
  /** Least share of the bare route's requests per second this scenario must reach (DESIGN §7). */
  minShareOfBare?: number;
  /** A worst case shown for reference, not held to the budgets of DESIGN §7. */
  reference?: boolean;
}

export interface Measurement {
  name: string;
  requests: number;
  /** Different request paths in the measured run: as many as requests when no query repeats. */
  distinct: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Server process CPU (user + system) per request, in microseconds: stable even on a busy machine. */
  cpuPerRequestUs: number;
  /** Paths used by the warm-up and the run: scenario.path(issued) is the first one not asked yet. */
  issued: number;
}

export interface MeasureOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** The server process's CPU time so far, in microseconds. */
  serverCpu: () => Promise<number>;
}

/** Paths worked out ahead per second of load: more than the cold searches answer on 2 cores. */
const preparedPerSecond = 3000;

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Fires requests scenario.path(from), path(from + 1), … for `seconds`; records times and paths when asked. */
function fire(scenario: Scenario, { baseUrl, connections, seconds }: Omit<MeasureOptions, 'serverCpu'>, from: number, record: { times: number[]; paths: Set<string> } | null) {
  let i = from;
  let failures = 0;
  return new Promise<{ requests: number; seconds: number; failures: number; errors: number; next: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              request.path = scenario.path(i);
              record?.paths.add(request.path);
              i += 1;
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ requests: result.requests.total, seconds: result.duration, failures, errors: result.errors + result.timeouts, next: i });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) failures += 1;
      record?.times.push(responseTime);
    });
  });
}

/** A short warm-up (JIT, pool, page cache), then the measured run, which goes on with paths the warm-up did not ask. */
export async function measure(scenario: Scenario, options: MeasureOptions): Promise<Measurement> {
  const warmUpSeconds = Math.min(3, options.seconds);
  scenario.prepare?.((warmUpSeconds + options.seconds) * preparedPerSecond);
  const warmUp = await fire(scenario, { ...options, seconds: warmUpSeconds }, 0, null);
  const record = { times: [] as number[], paths: new Set<string>() };
  const cpuBefore = await options.serverCpu();
  const run = await fire(scenario, options, warmUp.next, record);
  const cpuAfter = await options.serverCpu();
  const times = record.times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: run.requests,
    distinct: record.paths.size,
    perSecond: run.requests / run.seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: run.failures + run.errors,
    cpuPerRequestUs: (cpuAfter - cpuBefore) / Math.max(1, run.requests),
    issued: run.next,
  };
}

export interface SingleQueries {
  name: string;
  /** Queries timed (a next page is timed only where the first page had one). */
  count: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

/** GET and read the whole answer; the time covers both. */
export async function timedGet(url: string): Promise<{ ms: number; ok: boolean; body: string }> {
  const start = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - start, ok: response.ok, body };
}

/**
 * The cold scenario's next paths (from `from` on), one request at a time: the time of each query on its own,
 * or with `nextPage` the time of the page after each one's first.
 */
export async function oneAtATime(scenario: Scenario, baseUrl: string, from: number, count: number, nextPage = false): Promise<SingleQueries> {
  const times: number[] = [];
  let failures = 0;
  for (let k = 0; k < count; k += 1) {
    const url = `${baseUrl}${scenario.path(from + k)}`;
    const first = await timedGet(url);
    if (!first.ok) {
      failures += 1;
      continue;
    }
    if (!nextPage) {
      times.push(first.ms);
      continue;
    }
    const { nextCursor } = JSON.parse(first.body) as { nextCursor: string | null };
    if (!nextCursor) continue;
    const next = await timedGet(`${url}&cursor=${encodeURIComponent(nextCursor)}`);
    if (next.ok) times.push(next.ms);
    else failures += 1;
  }
  times.sort((a, b) => a - b);
  return {
    name: nextPage ? `${scenario.name}, página siguiente` : scenario.name,
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
    failures,
  };
}
