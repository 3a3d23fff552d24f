// Bench helper: runs autocannon against one scenario and reduces every response time to percentiles.
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** The request path of the i-th request (vary it to avoid measuring one cached row). */
  path: (i: number) => string;
  /** Least share of the bare route's requests per second this scenario must reach (DESIGN §7). */
  minShareOfBare?: number;
  /** A worst case shown for reference, not held to the budgets of DESIGN §7. */
  reference?: boolean;
}

export interface Measurement {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Server process CPU (user + system) per request, in microseconds: stable even on a busy machine. */
  cpuPerRequestUs: number;
}

export interface MeasureOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** The server process's CPU time so far, in microseconds. */
  serverCpu: () => Promise<number>;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function fire(scenario: Scenario, { baseUrl, connections, seconds }: Omit<MeasureOptions, 'serverCpu'>, times: number[] | null) {
  let i = 0;
  let failures = 0;
  return new Promise<{ requests: number; seconds: number; failures: number; errors: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              request.path = scenario.path(i);
              i += 1;
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ requests: result.requests.total, seconds: result.duration, failures, errors: result.errors + result.timeouts });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) failures += 1;
      times?.push(responseTime);
    });
  });
}

/** A short warm-up (JIT, pool, page cache), then the measured run. */
export async function measure(scenario: Scenario, options: MeasureOptions): Promise<Measurement> {
  await fire(scenario, { ...options, seconds: Math.min(3, options.seconds) }, null);
  const times: number[] = [];
  const cpuBefore = await options.serverCpu();
  const run = await fire(scenario, options, times);
  const cpuAfter = await options.serverCpu();
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: run.requests,
    perSecond: run.requests / run.seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: run.failures + run.errors,
    cpuPerRequestUs: (cpuAfter - cpuBefore) / Math.max(1, run.requests),
  };
}
