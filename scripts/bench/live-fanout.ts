// Bench helper: live fan-out. Opens thousands of /api/live streams on one recipe's topic, posts a comment on
// that recipe through the real API (a signed-up cook, a real session, an Origin header) and times, for every
// stream, the wait from just before the POST to the comment's event. Once with every stream on one server
// process, once split between two processes on the same database (the event crosses LISTEN/NOTIFY).
// Each round starts fresh servers with the live caps lifted. The streams open in steps with the servers'
// VmRSS (from /proc, after a full collection) read before and after each, and the median step's growth per
// stream is the memory per connection; the servers' CPU time from the POST to the last arrival is the
// fan-out's cost, which the machine's load hardly changes.
// The streams are held by separate client processes (one per server, each holding at most
// BENCH_LIVE_CLIENTS_PER_PROCESS): raw sockets that only look for two markers, so the clients' own work stays
// small next to the server's. Arrival times use the wall clock with sub-millisecond precision
// (performance.timeOrigin + performance.now()), which every process on the machine shares.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { recipeTopic } from '../../src/shared/contract/live.ts';
import { recipeLiveTypes } from '../../src/shared/contract/recipes.ts';
import { percentile } from './measure.ts';

/** DESIGN §7 for live updates (issue 14): a new comment reaches every open stream within this p95. */
export const liveBudgetMs = 250;

/** A setting such as BENCH_LIVE_CLIENTS ("1000,10000"): positive integers, or `fallback` when unset. */
export function parseCounts(variable: string, text: string | undefined, fallback: string): number[] {
  const counts = (text ?? fallback).split(',').map((part) => Number(part.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(`${variable} debe ser una lista de enteros positivos, no «${text}»`);
  }
  return counts;
}

/** `total` split into `parts` shares that differ by one at most, the larger first. */
export function splitEvenly(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/** VmRSS of a /proc/<pid>/status text, in kB. */
export function residentKb(statusText: string): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText)?.[1];
  if (kb === undefined) throw new Error('/proc/<pid>/status sin VmRSS');
  return Number(kb);
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
const wallClockMs = () => performance.timeOrigin + performance.now();

const readyLine = '\nevent: ready\n';

/**
 * What one client stream has seen so far, fed the raw bytes of its HTTP response: only the status line, the
 * `ready` event and then the marker. `tail` keeps a marker split between two reads whole.
 */
export class StreamWatch {
  status: 'opening' | 'refused' | 'ready' | 'marked' = 'opening';
  private tail: string | null = null;

  constructor(private readonly marker: string) {}

  /** Reads one chunk; answers whether it moved the stream to a new state. */
  feed(chunk: string): boolean {
    const before = this.status;
    const text = (this.tail ?? '') + chunk;
    if (this.tail === null && !text.startsWith('HTTP/1.1 200 ')) this.status = 'refused';
    else if (this.status === 'opening' && text.includes(readyLine)) this.status = 'ready';
    else if (this.status === 'ready' && text.includes(this.marker)) this.status = 'marked';
    this.tail = text.slice(-Math.max(this.marker.length, readyLine.length));
    return this.status !== before;
  }
}

/**
 * Memory per stream from VmRSS readings (kB) before and after each step of opening streams: the median of the
 * steps' growth per stream, so one step in which the heap grew or handed back a whole block does not decide.
 */
export function medianGrowthKb(readingsKb: number[], openedBySteps: number[]): number {
  const perStream = openedBySteps
    .map((opened, step) => (readingsKb[step + 1]! - readingsKb[step]!) / opened)
    .filter((kb) => Number.isFinite(kb))
    .sort((a, b) => a - b);
  return percentile(perStream, 50);
}

export interface FanoutRow {
  clients: number;
  servers: number;
  p50: number;
  p95: number;
  max: number;
  received: number;
  /** Growth of the servers' resident memory per open stream. */
  kbPerStream: number;
  /** CPU the servers spent from the POST to the last arrival: the fan-out's cost whatever the machine's load. */
  serverCpuMs: number;
}

/**
 * Waits of the streams that got the event (ms after `startedAt`), reduced to one row. A stream that never got
 * it counts as infinitely late in the percentiles; `max` is the latest arrival.
 */
export function fanoutRow({ clients, servers, startedAt, arrivals, kbPerStream, serverCpuMs }: {
  clients: number;
  servers: number;
  startedAt: number;
  arrivals: number[];
  kbPerStream: number;
  serverCpuMs: number;
}): FanoutRow {
  const waits = arrivals.map((at) => at - startedAt).sort((a, b) => a - b);
  const missing = Array.from({ length: Math.max(0, clients - waits.length) }, () => Number.POSITIVE_INFINITY);
  return {
    clients,
    servers,
    p50: percentile([...waits, ...missing], 50),
    p95: percentile([...waits, ...missing], 95),
    max: waits.at(-1) ?? Number.NaN,
    received: waits.length,
    kbPerStream,
    serverCpuMs,
  };
}

/** What the row breaks: every stream must get the event, at p95 within the budget. */
export function fanoutFailures(row: FanoutRow): string[] {
  const name = `En vivo, ${row.clients} clientes en ${row.servers} servidor(es)`;
  const failures: string[] = [];
  if (row.received < row.clients) failures.push(`${name}: ${row.clients - row.received} no recibieron el comentario`);
  if (!(row.p95 <= liveBudgetMs)) failures.push(`${name}: p95 ${row.p95.toFixed(1)} ms > ${liveBudgetMs} ms`);
  return failures;
}

export function fanoutTable(rows: FanoutRow[]): string {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  const header = `| en vivo: un comentario nuevo | servidores | p50 ms | p95 ms | máx ms | recibido / total | KB por conexión | CPU de los servidores ms | p95 máximo |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|`;
  const lines = rows.map((row) => {
    const over = fanoutFailures(row).length ? ' **NO CUMPLE**' : '';
    return `| ${row.clients.toLocaleString('es-ES')} clientes | ${row.servers} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.received} / ${row.clients} | ${row.kbPerStream.toFixed(1)} | ${row.serverCpuMs.toFixed(0)} | ${liveBudgetMs} ms${over} |`;
  });
  return [header, ...lines].join('\n');
}

// ---- Client processes ----

interface ClientPlan {
  topic: string;
  marker: string;
}
interface Targets {
  targets: { url: string; count: number }[];
}
type ToClients = ({ type: 'open' } & Targets) | { type: 'collect'; waitMs: number } | { type: 'close' };
/** `ready` and `refused` count every stream the process opened so far. */
type FromClients = { type: 'listening' } | { type: 'opened'; ready: number; refused: number } | { type: 'arrivals'; arrivals: number[] };

/** Streams being opened at once by one client process: enough to keep the server busy, not a flood. */
const openingAtOnce = 100;

/** Child mode: opens streams when told, and reports when the marker reached them. */
function holdStreams(plan: ClientPlan) {
  // Every stream of the process reads into this one buffer: each read is looked at at once and never kept.
  const readBuffer = Buffer.alloc(64 * 1024);
  const sockets: Socket[] = [];
  const arrivals: number[] = [];
  let ready = 0;
  let refused = 0;
  let waiting: { total: number; done: () => void } | null = null;

  const open = (url: URL) =>
    new Promise<void>((settled) => {
      const watch = new StreamWatch(plan.marker);
      // Read straight into the shared buffer: no stream machinery, no 'data' event, no buffer per read.
      // Answers true: keep reading.
      const onRead = (bytes: number) => {
        if (!watch.feed(readBuffer.toString('latin1', 0, bytes))) return true;
        if (watch.status === 'refused') {
          refused += 1;
          socket.destroy();
        } else if (watch.status === 'ready') ready += 1;
        else if (watch.status === 'marked') {
          arrivals.push(wallClockMs());
          if (waiting && arrivals.length === waiting.total) waiting.done();
        }
        settled();
        return true;
      };
      const socket = connect({ host: url.hostname, port: Number(url.port), onread: { buffer: readBuffer, callback: onRead } });
      sockets.push(socket);
      socket.on('connect', () =>
        socket.write(`GET /api/live?topics=${encodeURIComponent(plan.topic)} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`),
      );
      // A connection refused, reset or ended before its `ready` counts as refused (`close` follows `error`).
      socket.on('error', () => {});
      socket.on('close', () => {
        if (watch.status === 'opening') refused += 1;
        settled();
      });
    });

  const openAll = async ({ targets }: Targets) => {
    const urls = targets.flatMap(({ url, count }) => Array.from({ length: count }, () => new URL(url)));
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(openingAtOnce, urls.length) }, async () => {
        while (next < urls.length) await open(urls[next++]!);
      }),
    );
    process.send!({ type: 'opened', ready, refused } satisfies FromClients);
  };

  const collect = (waitMs: number) => {
    const report = () => {
      waiting = null;
      clearTimeout(deadline);
      process.send!({ type: 'arrivals', arrivals } satisfies FromClients);
    };
    // Streams that never get the event are missing from the report, not waited for forever.
    const deadline = setTimeout(report, waitMs);
    if (arrivals.length === ready) report();
    else waiting = { total: ready, done: report };
  };

  process.on('message', (message: ToClients) => {
    if (message.type === 'open') void openAll(message);
    else if (message.type === 'collect') collect(message.waitMs);
    else {
      for (const socket of sockets) socket.destroy();
      process.disconnect();
    }
  });
  // A message sent before this process listened would be lost: the parent waits for this first.
  process.send!({ type: 'listening' } satisfies FromClients);
}

interface ClientProcess {
  open(targets: Targets['targets']): Promise<{ ready: number; refused: number }>;
  collect(waitMs: number): Promise<number[]>;
  close(): Promise<void>;
}

function startClients(plan: ClientPlan): ClientProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--live-clients'], {
    env: { ...process.env, BENCH_LIVE_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /** Resolves with the child's next message of the given type. */
  const next = <T extends FromClients['type']>(type: T) =>
    new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`el proceso de clientes en vivo terminó (código ${code})`));
      child.once('exit', onExit);
      child.on('message', function onMessage(message: FromClients) {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromClients, { type: T }>);
      });
    });
  const listening = next('listening');
  const ask = async <T extends FromClients['type']>(message: ToClients, answer: T) => {
    await listening;
    const answered = next(answer);
    child.send(message);
    return answered;
  };
  return {
    open: (targets) => ask({ type: 'open', targets }, 'opened'),
    collect: async (waitMs) => (await ask({ type: 'collect', waitMs }, 'arrivals')).arrivals,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.send({ type: 'close' } satisfies ToClients);
      await exited;
    },
  };
}

// ---- The rounds, run from bench.ts ----

export interface LiveServer {
  api: string;
  pid: number;
  /** The process's CPU time so far, in microseconds. */
  cpu(): Promise<number>;
  /** Resolves once the process has run a full garbage collection. */
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
}

export interface LiveFanoutOptions {
  /** Streams opened in each round. */
  counts: number[];
  /** Server processes the streams are split between, one round of every count for each. */
  serverCounts: number[];
  /** Streams held by one client process at most. */
  perClientProcess: number;
  /** Starts a server child with these extra environment variables. */
  startServer: (label: string, env: Record<string, string>) => Promise<LiveServer>;
  log: (message: string) => void;
}

/**
 * VmRSS of the servers together, each read after a full collection: a process that has just loaded its search
 * index, or opened thousands of streams, still carries garbage that would blur the growth per stream.
 */
async function rssOf(servers: LiveServer[]): Promise<number> {
  await Promise.all(servers.map((server) => server.collectGarbage()));
  return servers.reduce((sum, server) => sum + residentKb(readFileSync(`/proc/${server.pid}/status`, 'utf8')), 0);
}
/** Steps the streams open in (see medianGrowthKb). */
const memorySteps = 5;
const cpuMicrosOf = async (servers: LiveServer[]) => (await Promise.all(servers.map((server) => server.cpu()))).reduce((a, b) => a + b, 0);
/** Comments posted before the streams open, so the measured one does not pay for a cold write path. */
const warmUpComments = 3;
/** How long the streams that have not got the event yet are waited for, after the POST answered. */
const collectWaitMs = 10_000;

async function postJson(url: string, body: unknown, cookie = '') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new cook's session cookie, through the real sign-up. */
async function signedInCookie(api: string): Promise<string> {
  const response = await postJson(`${api}/api/auth/sign-up/email`, {
    email: `en-vivo-${Date.now()}@ejemplo.com`,
    password: 'Cocina-Segura-2026',
    name: 'Cocinera En Vivo',
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function firstRecipeId(api: string): Promise<string> {
  const page = (await (await fetch(`${api}/api/recipes`)).json()) as { items: { id: string }[] };
  if (!page.items[0]) throw new Error('no hay recetas para comentar');
  return page.items[0].id;
}

/** A round for every server count × stream count, each on fresh servers; the rows of the table. */
export async function measureLiveFanout({ counts, serverCounts, perClientProcess, startServer, log }: LiveFanoutOptions): Promise<FanoutRow[]> {
  const most = String(Math.max(...counts));
  const liftedCaps = { LIVE_STREAMS_PER_ADDRESS: most, LIVE_STREAMS_PER_USER: most, LIVE_STREAMS_MAX: most };
  let cookie = '';
  const rows: FanoutRow[] = [];
  for (const servers of serverCounts) {
    for (const clients of counts) {
      const started: LiveServer[] = [];
      const clientProcesses: ClientProcess[] = [];
      try {
        for (let i = 1; i <= servers; i += 1) started.push(await startServer(`En vivo, servidor ${i} de ${servers}`, liftedCaps));
        const api = started[0]!.api;
        cookie ||= await signedInCookie(api);
        const recipeId = await firstRecipeId(api);
        for (let i = 0; i < warmUpComments; i += 1) {
          await postJson(`${api}/api/recipes/${recipeId}/comments`, { comment: `Calentando ${i + 1}` }, cookie);
        }
        const rss = [await rssOf(started)];
        log(`En vivo: abriendo ${clients} flujos en ${servers} servidor(es)...`);
        // A client process per server, so reading keeps pace with servers writing in parallel; more if the limit asks.
        const processCount = Math.max(servers, Math.ceil(clients / perClientProcess));
        const topic = recipeTopic(recipeId);
        for (let p = 0; p < processCount; p += 1) clientProcesses.push(startClients({ topic, marker: recipeLiveTypes.commentCreated }));
        // Streams per server, per client process, per memory step.
        const plan = splitEvenly(clients, servers).map((count) => splitEvenly(count, processCount).map((share) => splitEvenly(share, memorySteps)));
        const openedBySteps: number[] = [];
        let opened = { ready: 0, refused: 0 };
        for (let step = 0; step < memorySteps; step += 1) {
          const answers = await Promise.all(
            clientProcesses.map((client, p) => client.open(started.map((server, s) => ({ url: server.api, count: plan[s]![p]![step]! })))),
          );
          const total = answers.reduce((sum, a) => ({ ready: sum.ready + a.ready, refused: sum.refused + a.refused }), { ready: 0, refused: 0 });
          openedBySteps.push(total.ready - opened.ready);
          opened = total;
          rss.push(await rssOf(started));
        }
        const kbPerStream = medianGrowthKb(rss, openedBySteps);
        const steps = rss.slice(1).map((kb, step) => `${kb - rss[step]! >= 0 ? '+' : ''}${((kb - rss[step]!) / 1024).toFixed(1)}`);
        log(`En vivo: ${opened.ready} flujos listos, ${opened.refused} rechazados; VmRSS ${(rss[0]! / 1024).toFixed(0)} → ${(rss.at(-1)! / 1024).toFixed(0)} MB (por paso: ${steps.join(', ')} MB).`);

        const cpuBefore = await cpuMicrosOf(started);
        const startedAt = wallClockMs();
        await postJson(`${api}/api/recipes/${recipeId}/comments`, { comment: `Comentario en vivo para ${clients} clientes` }, cookie);
        const answeredAfter = wallClockMs() - startedAt;
        const arrivals = (await Promise.all(clientProcesses.map((c) => c.collect(collectWaitMs)))).flat();
        const serverCpuMs = ((await cpuMicrosOf(started)) - cpuBefore) / 1000;
        const row = fanoutRow({ clients, servers, startedAt, arrivals, kbPerStream, serverCpuMs });
        const first = Math.min(...arrivals) - startedAt;
        log(`En vivo: el POST respondió a los ${answeredAfter.toFixed(0)} ms; el primer flujo lo tuvo a los ${first.toFixed(0)} ms, el último a los ${row.max.toFixed(0)} ms.`);
        rows.push(row);
      } finally {
        await Promise.all(clientProcesses.map((c) => c.close()));
        for (const server of started) await server.stop();
      }
    }
  }
  return rows;
}

if (process.argv.includes('--live-clients') && import.meta.url === pathToFileURL(process.argv[1]!).href) {
  holdStreams(JSON.parse(process.env.BENCH_LIVE_PLAN!) as ClientPlan);
}
