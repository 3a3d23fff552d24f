// The live fan-out bench: its arithmetic and table, its stream watcher against the real /api/live, and a
// whole small run (client processes, a real comment, one and two servers on one database).
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeLiveTypes } from '../../src/shared/contract/recipes.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connect.ts';
import { createRecipe } from '../../src/server/modules/recipes/recipes.test-kit.ts';
import { createTestApp, type TestApp } from '../../src/server/test/harness.ts';
import {
  fanoutFailures,
  fanoutRow,
  fanoutTable,
  liveBudgetMs,
  measureLiveFanout,
  medianGrowthKb,
  parseCounts,
  residentKb,
  splitEvenly,
  StreamWatch,
} from './live-fanout.ts';

describe('live fan-out arithmetic', () => {
  it('reads a list of counts such as BENCH_LIVE_CLIENTS, its default when unset, and refuses anything but positive integers', () => {
    expect(parseCounts('BENCH_LIVE_CLIENTS', undefined, '1000,10000')).toEqual([1000, 10_000]);
    expect(parseCounts('BENCH_LIVE_CLIENTS', ' 50, 200 ', '1000')).toEqual([50, 200]);
    for (const bad of ['', '10,x', '0', '2.5', '-3']) {
      expect(() => parseCounts('BENCH_LIVE_SERVERS', bad, '1,2')).toThrow(`BENCH_LIVE_SERVERS debe ser una lista de enteros positivos, no «${bad}»`);
    }
  });

  it('splits the streams between servers and client processes without losing one', () => {
    expect(splitEvenly(10_000, 2)).toEqual([5000, 5000]);
    expect(splitEvenly(1001, 2)).toEqual([501, 500]);
    expect(splitEvenly(7, 3)).toEqual([3, 2, 2]);
    expect(splitEvenly(5, 1)).toEqual([5]);
  });

  it('takes the median step of memory growth, so one step where a whole block came or went does not decide', () => {
    // 100 streams a step at 10 kB each, but in one step V8 grew its young generation by 32 MB, in another malloc gave 30 MB back.
    const readings = [300_000, 301_000, 302_000, 334_768, 305_000, 276_000];
    expect(medianGrowthKb(readings, [100, 100, 100, 100, 100])).toBe(10);
    // A step that opened nothing (every stream refused) says nothing.
    expect(medianGrowthKb([1000, 1000, 2000], [0, 100])).toBe(10);
  });

  it('reads VmRSS from /proc/<pid>/status, and says so when it is missing', () => {
    expect(residentKb('Name:\tnode\nVmHWM:\t  99999 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n')).toBe(123_456);
    expect(residentKb(readFileSync('/proc/self/status', 'utf8'))).toBeGreaterThan(0);
    expect(() => residentKb('Name:\tnode\n')).toThrow(/VmRSS/);
  });

  it('times every stream from the POST, counts who got the event, and holds p95 to the budget', () => {
    const startedAt = 1_000_000;
    const arrivals = Array.from({ length: 19 }, (_, i) => startedAt + 10 * (i + 1)).reverse();
    const row = fanoutRow({ clients: 20, servers: 2, startedAt, arrivals, kbPerStream: 16, serverCpuMs: 42 });
    expect(row).toEqual({ clients: 20, servers: 2, p50: 100, p95: 190, max: 190, received: 19, kbPerStream: 16, serverCpuMs: 42 });
    expect(fanoutFailures(row)).toEqual(['En vivo, 20 clientes en 2 servidor(es): 1 no recibieron el comentario']);
    // Streams that never got the event are the slowest ones: two of twenty missing put p95 out of reach.
    const twoMissing = fanoutRow({ clients: 20, servers: 2, startedAt, arrivals: arrivals.slice(1), kbPerStream: 0, serverCpuMs: 0 });
    expect(twoMissing).toMatchObject({ p95: Number.POSITIVE_INFINITY, max: 180, received: 18 });
    expect(fanoutFailures(twoMissing)).toHaveLength(2);

    const slow = fanoutRow({ clients: 2, servers: 1, startedAt: 0, arrivals: [10, liveBudgetMs + 1], kbPerStream: 0, serverCpuMs: 0 });
    expect(fanoutFailures(slow)).toEqual([`En vivo, 2 clientes en 1 servidor(es): p95 ${(liveBudgetMs + 1).toFixed(1)} ms > ${liveBudgetMs} ms`]);
    const onTime = fanoutRow({ clients: 2, servers: 1, startedAt: 0, arrivals: [10, liveBudgetMs], kbPerStream: 0, serverCpuMs: 7 });
    expect(fanoutFailures(onTime)).toEqual([]);

    const table = fanoutTable([onTime, slow]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\| 2 clientes \| 1 \|.*\| 2 \/ 2 \| 0\.0 \| 7 \| 250 ms \|$/);
    expect(table[3]).toMatch(/250 ms \*\*NO CUMPLE\*\* \|$/);
  });
});

describe('the stream watcher', () => {
  it('sees ready, then the marker, even when a read splits them', () => {
    const watch = new StreamWatch('comment.created');
    expect(watch.feed('HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\nd\r\nretry: 3000\n\n\r\n')).toBe(false);
    expect(watch.feed('30\r\nevent: rea')).toBe(false);
    expect(watch.feed('dy\nid: 7\ndata: {"resumed":false}\n\n\r\n')).toBe(true);
    expect(watch.status).toBe('ready');
    expect(watch.feed('8\r\n: ping\n\n\r\n')).toBe(false);
    expect(watch.feed('40\r\nid: 8\ndata: {"topic":"recipe:1","type":"comment.cre')).toBe(false);
    expect(watch.feed('ated","commentId":"c"}\n\n\r\n')).toBe(true);
    expect(watch.status).toBe('marked');
    expect(watch.feed('id: 9\ndata: {"type":"comment.created"}\n\n')).toBe(false);
  });

  it('calls a refusal a refusal', () => {
    const watch = new StreamWatch('comment.created');
    expect(watch.feed('HTTP/1.1 429 Too Many Requests\r\n\r\n{"error":{}}')).toBe(true);
    expect(watch.status).toBe('refused');
  });
});

describe('against the real server', () => {
  let a: TestApp;
  let secondDb: DatabaseHandle;
  let b: App;
  const baseOf = (server: App['server']) => {
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  beforeAll(async () => {
    a = await createTestApp({ LIVE_STREAMS_PER_ADDRESS: '100' });
    await a.server.listen({ port: 0, host: '127.0.0.1' });
    secondDb = await connectDatabase(a.database.url, { poolSize: 2 });
    b = await buildApp({ config: a.config, database: secondDb, serveClient: false });
    await b.server.listen({ port: 0, host: '127.0.0.1' });
    await createRecipe(a, await a.signUp('Autora'));
  });
  afterAll(async () => {
    await b.server.close();
    await secondDb.close();
    await a.close();
  });

  it("the watcher reads the real stream's ready and the comment event a cook posts", async () => {
    const author = await a.signUp('Comentarista');
    const recipeId = await createRecipe(a, author);
    const watch = new StreamWatch(recipeLiveTypes.commentCreated);
    const url = new URL(baseOf(a.server));
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    socket.setEncoding('latin1');
    socket.write(`GET /api/live?topics=recipe:${recipeId} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    const reached = (status: StreamWatch['status']) =>
      new Promise<void>((resolve) => {
        const onData = (chunk: string) => {
          watch.feed(chunk);
          if (watch.status !== status) return;
          socket.off('data', onData);
          resolve();
        };
        socket.on('data', onData);
      });
    try {
      await reached('ready');
      const marked = reached('marked');
      const posted = await a.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, payload: { comment: '¡Rica!' }, user: author });
      expect(posted.statusCode).toBe(201);
      await marked;
    } finally {
      socket.destroy();
    }
  });

  it('a small whole run: every stream of one and of two servers gets the comment, in client processes', async () => {
    // The rounds ask for one server, then two: the test's servers, in this process, stand in for the children.
    const handedOut = [a.server, b.server, a.server];
    const rows = await measureLiveFanout({
      counts: [30],
      serverCounts: [1, 2],
      perClientProcess: 20,
      startServer: async (_label, env) => {
        expect(env).toEqual({ LIVE_STREAMS_PER_ADDRESS: '30', LIVE_STREAMS_PER_USER: '30', LIVE_STREAMS_MAX: '30' });
        const cpu = async () => {
          const { user, system } = process.cpuUsage();
          return user + system;
        };
        return { api: baseOf(handedOut.shift()!), pid: process.pid, cpu, collectGarbage: async () => {}, stop: async () => {} };
      },
      log: () => {},
    });
    expect(handedOut).toEqual([]);
    expect(rows.map(({ clients, servers, received }) => ({ clients, servers, received }))).toEqual([
      { clients: 30, servers: 1, received: 30 },
      { clients: 30, servers: 2, received: 30 },
    ]);
    for (const row of rows) {
      expect(row.p50).toBeGreaterThan(0);
      expect(row.p50).toBeLessThanOrEqual(row.p95);
      expect(row.p95).toBeLessThanOrEqual(row.max);
      expect(row.serverCpuMs).toBeGreaterThan(0);
    }
  });
});
