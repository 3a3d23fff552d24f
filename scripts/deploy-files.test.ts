// The deployment files (issue 15): docker-compose.yml, deploy/Caddyfile, the Dockerfile, .dockerignore and
// .env.example, read as text and held to the rules the running servers need. No Docker engine is involved: the
// image is not built here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readmeVariables } from '../src/server/config.test-kit.ts';
import { loadConfig } from '../src/server/config.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

// ---------------------------------------------------------------- docker-compose.yml and .env.example

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  environment?: Record<string, unknown>;
  ports?: string[];
  volumes?: string[];
  restart?: string;
  deploy?: { replicas?: number };
  scale?: number;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: Record<string, { condition?: string }>;
}

const composeText = read('docker-compose.yml');
const compose = parse(composeText) as { services: Record<string, Service> };
const services = compose.services;
const app = services.app!;

/** Compose's ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error} and ${NAME?error}. */
const interpolation = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Every string in the compose file (keys are never interpolated). */
function composeStrings(value: unknown = compose): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => composeStrings(item));
  return [];
}

const interpolated = composeStrings().flatMap((text) => [...text.matchAll(interpolation)]);
const interpolatedNames = new Set(interpolated.map(([, name = '']) => name));
/** The variables compose refuses to start without (${NAME:?...}). */
const requiredNames = new Set(
  interpolated.filter(([, , operator]) => operator?.endsWith('?')).map(([, name = '']) => name),
);

/** `text` as compose fills it in from `env`; a required variable missing is a failed test, as it fails compose. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(interpolation, (_, name: string, operator: string | undefined, operand: string) => {
    const value = env[name];
    const missing = operator?.startsWith(':') ? !value : value === undefined;
    if (operator?.endsWith('?') && missing) throw new Error(`compose stops: ${name} (${operand})`);
    if (operator?.endsWith('-') && missing) return operand;
    return value ?? '';
  });
}

const example = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** .env.example as someone fills it in, following its comments: a VAPID pair, random letters and digits. */
function filledEnv(): Record<string, string> {
  const vapid = webpush.generateVAPIDKeys();
  const generated: Record<string, string> = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  return Object.fromEntries(
    Object.entries(example).map(([name, value]) => [
      name,
      value || (requiredNames.has(name) ? (generated[name] ?? randomBytes(24).toString('hex')) : ''),
    ]),
  );
}

/** The app's environment once compose has filled it in. */
function appEnvironment(env = filledEnv()): Record<string, string> {
  return Object.fromEntries(
    Object.entries(app.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)]),
  );
}

// ---------------------------------------------------------------- Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined and comments left out. */
function dockerfileInstructions(): Instruction[] {
  return read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const instructions = dockerfileInstructions();
/** One list of instructions per stage, each starting with its FROM. */
const stages = instructions.reduce<Instruction[][]>((all, instruction) => {
  if (instruction.keyword === 'FROM') all.push([]);
  all.at(-1)?.push(instruction);
  return all;
}, []);
const runtime = stages.at(-1) ?? [];
const argsOf = (stage: Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
const runtimeEnv = Object.fromEntries(
  argsOf(runtime, 'ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=', 2))),
) as Record<string, string>;
/** The command of the image's HEALTHCHECK (its exec form, after the options). */
const healthCommand = JSON.parse(
  /\bCMD\s+(\[.*\])$/.exec(argsOf(runtime, 'HEALTHCHECK')[0] ?? '')?.[1] ?? '[]',
) as string[];

const buildsFromDockerfile = (service: Service) => {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  return (
    build !== undefined &&
    (build.context ?? '.') === '.' &&
    (build.dockerfile ?? 'Dockerfile') === 'Dockerfile'
  );
};

function hasHealthcheck(service: Service): boolean {
  if (service.healthcheck) return !service.healthcheck.disable && service.healthcheck.test !== undefined;
  return buildsFromDockerfile(service) && healthCommand.length > 0;
}

// ---------------------------------------------------------------- deploy/Caddyfile

interface Directive {
  name: string;
  args: string[];
  body: Directive[];
}

/** The Caddyfile as nested directives (one per line, `{` opening a block, `}` closing it). */
function caddyDirectives(text: string): Directive[] {
  const root: Directive[] = [];
  const open = [root];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    if (line === '}') {
      open.pop();
      continue;
    }
    const [name = '', ...args] = line.replace(/\{$/, '').trim().split(/\s+/);
    const directive = { name, args, body: [] };
    open.at(-1)?.push(directive);
    if (line.endsWith('{')) open.push(directive.body);
  }
  expect(open, 'every block of the Caddyfile is closed').toHaveLength(1);
  return root;
}

const find = (directives: Directive[] | undefined, name: string) => directives?.find((d) => d.name === name);

// ---------------------------------------------------------------- the rules

describe('docker-compose.yml', () => {
  it('runs the app as two replicas of the image the Dockerfile builds, with no host port of their own', () => {
    expect(app.deploy?.replicas ?? app.scale).toBe(2);
    expect(buildsFromDockerfile(app)).toBe(true);
    // Two containers cannot publish one host port: only the proxy is reachable from outside.
    expect(app.ports ?? []).toEqual([]);
  });

  it('gives the app only variables the README documents, as strings', () => {
    const documented = new Set(readmeVariables());
    expect(documented.size).toBeGreaterThan(30);
    const names = Object.keys(app.environment ?? {});
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
    // A YAML true or 3000 is not a string: compose refuses booleans, and the server reads text.
    for (const [name, value] of Object.entries(app.environment ?? {}))
      expect(typeof value, name).toBe('string');
  });

  it('gives the app an environment the server accepts at start, same secrets on every replica', () => {
    const env = filledEnv();
    const config = loadConfig(appEnvironment(env));
    expect(config.authSecret).toBe(env.AUTH_SECRET);
    expect(config.push.vapid.publicKey).toBe(env.VAPID_PUBLIC_KEY);
    expect(config.publicUrl).toBe('https://localhost');
    expect(config.s3?.forcePathStyle).toBe(true);
    // The proxy's address is trusted, so the limits count the cook's.
    expect(config.trustProxy).not.toBe(false);
    expect(loadConfig(appEnvironment({ ...env, DOMAIN: 'sazon.example.com' })).publicUrl).toBe(
      'https://sazon.example.com',
    );
  });

  it('points DATABASE_URL at the postgres service, PostgreSQL 17, with its user, password and database', () => {
    const env = filledEnv();
    const url = new URL(appEnvironment(env).DATABASE_URL ?? '');
    const postgres = services[url.hostname];
    expect(url.hostname).toBe('postgres');
    expect(postgres?.image).toMatch(/^postgres:17(\.\d+)*(-[a-z0-9]+)?$/);
    const own = Object.fromEntries(
      Object.entries(postgres?.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(String(value), env),
      ]),
    );
    expect([url.username, decodeURIComponent(url.password), url.pathname.slice(1)]).toEqual([
      own.POSTGRES_USER,
      own.POSTGRES_PASSWORD,
      own.POSTGRES_DB ?? own.POSTGRES_USER,
    ]);
    expect(postgres?.healthcheck?.test).toContain('pg_isready');
  });

  it('points the S3 settings at the minio service, with its keys and the bucket minio-setup creates', () => {
    const env = filledEnv();
    const s3 = appEnvironment(env);
    const endpoint = new URL(s3.S3_ENDPOINT ?? '');
    expect(endpoint.hostname).toBe('minio');
    expect(services.minio?.command).toContain('server');
    expect(services.minio?.command).toContain('--console-address');
    const minio = Object.fromEntries(
      Object.entries(services.minio?.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(String(value), env),
      ]),
    );
    expect([s3.S3_ACCESS_KEY_ID, s3.S3_SECRET_ACCESS_KEY]).toEqual([
      minio.MINIO_ROOT_USER,
      minio.MINIO_ROOT_PASSWORD,
    ]);
    expect(s3.S3_FORCE_PATH_STYLE).toBe('true');

    // minio-setup: mc, told where MinIO is by MC_HOST_<alias>, makes <alias>/<bucket>.
    const setup = services['minio-setup'];
    const [alias, hostUrl = ''] =
      Object.entries(setup?.environment ?? {})
        .filter(([name]) => name.startsWith('MC_HOST_'))
        .map(([name, value]) => [name.slice('MC_HOST_'.length), interpolate(String(value), env)])[0] ?? [];
    const mcHost = new URL(hostUrl);
    expect(`${mcHost.protocol}//${mcHost.host}`).toBe(endpoint.origin);
    expect([mcHost.username, mcHost.password]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]);
    expect(setup?.command).toEqual(['mb', '--ignore-existing', `${alias}/${s3.S3_BUCKET}`]);
  });

  it('every depends_on names a service and waits for its health check, or for a one-shot to finish', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = services[needed];
        expect(target, `${name} needs ${needed}`).toBeDefined();
        if (condition === 'service_healthy')
          expect(hasHealthcheck(target!), `${needed}'s health check`).toBe(true);
        else
          expect([condition, target?.restart], `${name} waits for ${needed}`).toEqual([
            'service_completed_successfully',
            'no',
          ]);
      }
    }
    expect(Object.keys(app.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'minio']));
    expect(services.caddy?.depends_on?.app?.condition).toBe('service_healthy');
  });

  it('publishes ports 80 and 443 from caddy, with deploy/Caddyfile and volumes for its certificates', () => {
    const caddy = services.caddy!;
    expect(caddy.image).toMatch(/^caddy:2(\.|$)/);
    const published = (caddy.ports ?? []).map((port) => port.split(':').slice(-2).join(':'));
    expect(published).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.volumes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile(:ro)?$/),
        expect.stringMatching(/:\/data$/),
        expect.stringMatching(/:\/config$/),
      ]),
    );
    expect(caddy.environment?.DOMAIN).toBe('${DOMAIN:-localhost}');
  });

  it('takes every interpolated variable from .env.example, which lists no other and no secret', () => {
    expect([...interpolatedNames].filter((name) => !(name in example))).toEqual([]);
    expect(Object.keys(example).filter((name) => !interpolatedNames.has(name))).toEqual([]);
    for (const name of requiredNames)
      if (/SECRET|PASSWORD|PRIVATE/.test(name)) expect(example[name], name).toBe('');
    // Compose also reads $NAME without braces: here every variable is written ${NAME}.
    expect(composeStrings().filter((text) => /\$(?!\{)/.test(text))).toEqual([]);
    // With .env.example copied as it is, compose stops and names what is missing.
    expect(() => appEnvironment(example)).toThrow(/compose stops: AUTH_SECRET/);
    expect(app.environment?.WORKERS).toBe('${WORKERS:-1}');
  });
});

describe('deploy/Caddyfile', () => {
  const site = caddyDirectives(read('deploy/Caddyfile'));
  const proxy = find(site[0]?.body, 'reverse_proxy');

  it('serves DOMAIN (HTTPS by itself) or localhost', () => {
    expect(site.map((directive) => directive.name)).toEqual(['{$DOMAIN:localhost}']);
    expect(proxy).toBeDefined();
  });

  it('sends requests in turn to each replica of the app service, on the port the image listens on', () => {
    const dynamic = find(proxy?.body, 'dynamic');
    expect(dynamic?.args).toEqual(['a', 'app', runtimeEnv.PORT]);
    expect(services[dynamic?.args[1] ?? '']).toBe(app);
    expect(app.environment?.PORT).toBeUndefined();
    expect(find(proxy?.body, 'lb_policy')?.args).toEqual(['round_robin']);
    // A replica that refuses (stopping, restarting) hands the request to another one.
    expect(find(proxy?.body, 'lb_try_duration')).toBeDefined();
    // Caddy skips active health checks for upstreams found in DNS: one here would only look like protection.
    expect(find(proxy?.body, 'health_uri')).toBeUndefined();
  });

  it('does not buffer responses, so live updates (SSE) arrive at once', () => {
    expect(find(proxy?.body, 'flush_interval')?.args).toEqual(['-1']);
  });
});

describe('Dockerfile', () => {
  it('builds on Node 20 slim in one stage and runs on it in another, from the production dependencies', () => {
    const bases = stages.map((stage) => stage[0]?.args.split(/\s+/)[0]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:20(\.\d+){0,2}(-[a-z]+)?-slim$/);
    expect(stages[0]?.[0]?.args).toMatch(/ AS build$/i);
    const buildRuns = argsOf(stages[0] ?? [], 'RUN').join('\n');
    expect(buildRuns).toMatch(/^npm ci\b/m);
    expect(buildRuns).toMatch(/npm run build$/m);
    expect(argsOf(runtime, 'RUN').join('\n')).toMatch(/^npm ci --omit=dev\b/m);
    expect(argsOf(runtime, 'COPY')).toEqual(
      expect.arrayContaining(['--from=build /app/dist ./dist', 'scripts/start.mjs ./scripts/start.mjs']),
    );
  });

  it('runs node scripts/start.mjs as a user that is not root, with its data in a volume', () => {
    const user = argsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.findIndex((i) => i.keyword === 'USER')).toBeLessThan(
      runtime.findIndex((i) => i.keyword === 'CMD'),
    );
    expect(JSON.parse(argsOf(runtime, 'CMD').at(-1) ?? '[]')).toEqual(['node', 'scripts/start.mjs']);
    expect(runtimeEnv).toMatchObject({
      NODE_ENV: 'production',
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/data',
    });
    const documented = new Set(readmeVariables());
    expect(['PORT', 'HOST', 'DATA_DIR'].every((name) => documented.has(name))).toBe(true);
    expect(argsOf(runtime, 'VOLUME')).toEqual([runtimeEnv.DATA_DIR]);
    expect(argsOf(runtime, 'EXPOSE')).toEqual([runtimeEnv.PORT]);
  });

  describe('its health check', () => {
    const answers: number[] = [];
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(request.url === '/api/health' ? (answers.shift() ?? 500) : 404).end();
    });
    const listening = new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    /** Runs the image's HEALTHCHECK command with the image's PORT pointing at the stand-in server. */
    async function check(status: number): Promise<number | null> {
      answers.push(status);
      const [command, ...args] = healthCommand;
      expect(command).toBe('node');
      const child = spawn(process.execPath, args, {
        env: { PORT: String(await listening) },
        stdio: 'ignore',
      });
      return new Promise((resolve) => child.on('exit', resolve));
    }

    it('asks GET /api/health with node (the slim image has no curl) and fails on a 503', async () => {
      expect(await check(200)).toBe(0);
      expect(await check(503)).toBe(1);
      expect(seen).toEqual(['/api/health', '/api/health']);
    });
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data', '.env', '.git']));
  });
});
