// Crash loop (issue 15): `npm start` on an embedded PostgreSQL, a burst of writes from several cooks (ratings,
// comments, posts, uploads, recipes created and edited), SIGKILL in the middle of it, `npm start` again; ten
// times. After every restart each acknowledged write is there, every recipe is exactly one version its cook
// sent (never half of one), counters match their rows, and every stored file has its upload row and back.
// Rounds alternate between killing the whole process group (npm, node and PostgreSQL, as a container stop
// does) and the server process alone (as the kernel's OOM killer does), which leaves its PostgreSQL running.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { recipeInputSchema, type RecipeInput } from '../src/shared/contract/recipe-input.ts';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import { fileUrlPrefix } from '../src/shared/contract/uploads.ts';
import { freePort } from '../src/server/free-port.ts';
import { isRunning } from '../src/server/server-lock.ts';
import { makeImage, multipartBody } from '../src/server/storage/upload-fixtures.ts';
import { runServerCommand } from './server-process.test-kit.ts';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sazon-crash-loop-'));
const uploadsDir = join(dataDir, 'uploads');
const rounds = 10;
const password = 'Cocina-Segura-2026';
// The first start builds the app when the sources changed since the last build (a minute on two cores).
const readyWithin = 240_000;

// ---- the server, started as an operator does ----

type RunningServer = ReturnType<typeof runServerCommand>;

let port = 0;
let base = '';
let current: RunningServer | undefined;

function startServer(): RunningServer {
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: base,
    WRITE_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT: '1000',
    UPLOAD_DAILY_COUNT: '100000',
    // Three fresh cooks post and comment far past a first day's allowance (the brakes have their own tests).
    NEW_ACCOUNT_BRAKES: 'off',
  };
  // Its own process group, so that one kill reaches npm, node and PostgreSQL together.
  return runServerCommand('npm', ['start'], env, { cwd: projectDir, detached: true });
}

/** The end of what a server printed, for a failure's message. */
const lastOutput = (server: RunningServer) => `${server.run.stdout}${server.run.stderr}`.slice(-20_000);

/** Resolves once the server listens and GET /api/health answers 200; rejects if it exits first or is not ready
 * within `readyWithin`. */
async function ready(server: RunningServer): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`El servidor no estuvo listo en ${readyWithin} ms:\n${lastOutput(server)}`)),
      readyWithin,
    );
  });
  try {
    await Promise.race([server.listening, tooLong]);
  } finally {
    clearTimeout(timer);
  }
  const health = await fetch(`${base}/api/health`);
  expect(health.status, await health.text()).toBe(200);
}

/** Starts the server and says how long it took to be ready, and whether `npm start` built the app first
 * (it does when someone changed the sources meanwhile: that start is not a plain one). */
async function start(): Promise<string> {
  const startedAt = Date.now();
  current = startServer();
  await ready(current);
  const built = current.run.stdout.includes('Servidor compilado') ? ' (con compilación)' : '';
  return `${Date.now() - startedAt} ms${built}`;
}

const serverPid = () => Number(readFileSync(join(dataDir, 'server.pid'), 'utf8'));
const postgresPid = () =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

afterAll(async () => {
  // A failed run may leave the server, or a PostgreSQL whose server was killed alone, running.
  if (current && current.child.exitCode === null && current.child.signalCode === null) {
    process.kill(-current.child.pid!, 'SIGKILL');
    await current.exited;
  }
  if (existsSync(join(dataDir, 'postgres', 'postmaster.pid')) && isRunning(postgresPid()))
    process.kill(postgresPid(), 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// ---- HTTP as the app sends it ----

interface Cook {
  id: string;
  name: string;
  cookie: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

let inFlight = 0;

async function call(
  method: string,
  path: string,
  { cook, json, form }: { cook?: Cook; json?: unknown; form?: ReturnType<typeof multipartBody> } = {},
): Promise<Answer & { cookies: string[] }> {
  const headers: Record<string, string> = { origin: base };
  if (cook) headers.cookie = cook.cookie;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    Object.assign(headers, form.headers);
    body = new Uint8Array(form.payload);
  }
  inFlight += 1;
  try {
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      cookies: response.headers.getSetCookie(),
    };
  } finally {
    inFlight -= 1;
  }
}

async function signUp(name: string): Promise<Cook> {
  const answer = await call('POST', '/api/auth/sign-up/email', {
    json: { email: `${name.toLowerCase()}@ejemplo.com`, password, name },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookie = answer.cookies.map((line) => line.split(';')[0]).join('; ');
  return { id: (answer.body.user as { id: string }).id, name, cookie };
}

/** Small real images; the server re-encodes each upload, so one picture can be sent many times. */
const pictures = await Promise.all([makeImage('jpeg'), makeImage('png', 40, 30), makeImage('webp', 30, 40)]);
let uploadsSent = 0;

// ---- what was sent and what was acknowledged ----

/** Every recipe version ever sent, by its unique name, as the server stores it (parsed by the shared schema). */
const sentRecipes = new Map<string, RecipeInput>();
/** Recipes whose creation was acknowledged: id → name (burst recipes are never edited). */
const createdRecipes = new Map<string, string>();
/** The recipes every cook edits over and over: the highest version sent and the last acknowledged. */
interface EditChain {
  id: string;
  label: string;
  author: Cook;
  sent: number;
  acked: number;
  photo: string | null;
}
const chains: EditChain[] = [];
/** One cook's rating of one recipe: the values sent in order (0 = removed), from `acked` on any may be stored. */
interface RatingChain {
  cook: Cook;
  recipeId: string;
  history: number[];
  acked: number;
}
const ratingChains: RatingChain[] = [];
const recipeComments = new Map<string, { recipeId: string; comment: string }>();
const posts = new Map<string, { text: string; imageUrl: string | null }>();
const postComments = new Map<string, { postId: string; text: string }>();
const uploadedKeys = new Set<string>();
/** Photos of the edited recipes: a later edit releases them, row and file. */
const replaceablePhotos = new Set<string>();

const keyOf = (url: string) => url.slice(fileUrlPrefix.length);
const editedName = (chain: Pick<EditChain, 'label'>, version: number) => `${chain.label} v${version}`;

/** Version `version` of an edited recipe: its ingredients and steps change in number and text each time. */
function recipeVersion(name: string, version: number, photo: string | null): RecipeInput {
  return recipeInput({
    name,
    description: `Versión ${version} de la receta.`,
    imageUrl: photo,
    totalTime: `${10 + version} min`,
    difficulty: (['facil', 'medio', 'dificil'] as const)[version % 3],
    ingredients: Array.from({ length: 1 + (version % 4) }, (_, i) => ({
      name: `Ingrediente ${i + 1}`,
      quantity: `${version * 10 + i} g`,
    })),
    steps: Array.from({ length: 1 + (version % 3) }, (_, i) =>
      i % 2
        ? {
            type: 'cocinar' as const,
            instruction: `Cocinar, paso ${i + 1} de la versión ${version}.`,
            time: '5 min',
            heatSource: 'Cocina',
            pot: 'Olla',
            temperature: 'Media',
          }
        : { instruction: `Preparar, paso ${i + 1} de la versión ${version}.`, tools: ['Bowl'] },
    ),
  });
}

// ---- one round: a burst of writes, killed once enough of them were acknowledged ----

interface Round {
  acked: number;
  killAt: number;
  killed: boolean;
  kill: () => void;
  unexpected: string[];
}

/**
 * The body of a write's answer if it is a 2xx, an acknowledged write, which counts towards the round's kill;
 * otherwise null. Anything else before the kill is a mistake of this test or a bug.
 */
async function acknowledged(
  round: Round,
  what: string,
  sent: Promise<Answer>,
): Promise<Answer['body'] | null> {
  const answer = await sent;
  if (answer.status < 200 || answer.status >= 300) {
    if (!round.killed) round.unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  }
  round.acked += 1;
  if (round.acked >= round.killAt && !round.killed) round.kill();
  return answer.body;
}

async function upload(round: Round, cook: Cook, purpose: string): Promise<string | null> {
  uploadsSent += 1;
  const form = multipartBody(
    { purpose },
    {
      filename: `foto-${uploadsSent}.jpg`,
      contentType: 'image/jpeg',
      body: pictures[uploadsSent % pictures.length]!,
    },
  );
  const body = await acknowledged(round, 'upload', call('POST', '/api/uploads', { cook, form }));
  if (!body) return null;
  const { key, url } = body as { key: string; url: string };
  uploadedKeys.add(key);
  return url;
}

/** Runs `step` over and over until the kill; a request cut by the kill ends the worker. */
async function worker(round: Round, step: (n: number) => Promise<void>): Promise<void> {
  for (let n = 0; !round.killed; n += 1) {
    try {
      await step(n);
    } catch (error) {
      if (!round.killed) round.unexpected.push(String(error));
      return;
    }
  }
}

function burst(round: Round, roundNumber: number, cooks: Cook[]): Promise<void>[] {
  const tag = `r${roundNumber}`;
  const rate = (chain: RatingChain) => async (n: number) => {
    const stars = (n + roundNumber) % 6; // 0 removes the rating
    chain.history.push(stars);
    const index = chain.history.length - 1;
    const path = `/api/recipes/${chain.recipeId}/rating`;
    const sent = stars
      ? call('PUT', path, { cook: chain.cook, json: { stars } })
      : call('DELETE', path, { cook: chain.cook });
    if (await acknowledged(round, 'rating', sent)) chain.acked = index;
  };
  const edit = (chain: EditChain) => async (n: number) => {
    // Every third edit shows a new photo: the old one is released (its row and file deleted).
    let photo = chain.photo;
    if (n % 3 === 1) {
      photo = await upload(round, chain.author, 'recipe');
      if (!photo) return;
      replaceablePhotos.add(keyOf(photo));
    }
    const version = chain.sent + 1;
    const name = editedName(chain, version);
    const input = recipeVersion(name, version, photo);
    sentRecipes.set(name, recipeInputSchema.parse(input));
    chain.sent = version;
    const sent = call('PUT', `/api/recipes/${chain.id}`, { cook: chain.author, json: input });
    if (!(await acknowledged(round, 'recipe edit', sent))) return;
    chain.acked = version;
    chain.photo = photo;
  };
  const createRecipe = async (n: number) => {
    const cook = cooks[n % cooks.length]!;
    const photo = await upload(round, cook, 'recipe');
    if (!photo) return;
    const stepPhoto = n % 2 ? await upload(round, cook, 'step') : null;
    if (n % 2 && !stepPhoto) return;
    const name = `Receta ${tag}-${n}`;
    const input = recipeInput({
      name,
      imageUrl: photo,
      ingredients: [{ name: 'Arroz', quantity: `${n + 1} tazas` }, 'Sal'],
      steps: [{ instruction: `Lavar el arroz ${n}.`, image: stepPhoto }, 'Servir.'],
    });
    sentRecipes.set(name, recipeInputSchema.parse(input));
    const sent = call('POST', '/api/recipes', { cook, json: input });
    const created = await acknowledged(round, 'recipe', sent);
    if (created) createdRecipes.set(created.id as string, name);
  };
  const commentRecipe = async (n: number) => {
    const cook = cooks[n % cooks.length]!;
    const recipeId = chains[(n + 1) % chains.length]!.id;
    const comment = `Comentario ${tag}-${n}`;
    const sent = call('POST', `/api/recipes/${recipeId}/comments`, { cook, json: { comment } });
    const created = await acknowledged(round, 'recipe comment', sent);
    if (created) recipeComments.set(created.id as string, { recipeId, comment });
  };
  const publishPost = async (n: number) => {
    const cook = cooks[(n + 2) % cooks.length]!;
    const imageUrl = n % 2 ? await upload(round, cook, 'post') : null;
    if (n % 2 && !imageUrl) return;
    const text = `Publicación ${tag}-${n}`;
    const sent = call('POST', '/api/posts', { cook, json: { text, imageUrl } });
    const created = await acknowledged(round, 'post', sent);
    if (created) posts.set(created.id as string, { text, imageUrl });
  };
  const postIds = [...posts.keys()].slice(0, cooks.length);
  const commentPost = async (n: number) => {
    const cook = cooks[n % cooks.length]!;
    const postId = postIds[n % postIds.length]!;
    const text = `Respuesta ${tag}-${n}`;
    const sent = call('POST', `/api/posts/${postId}/comments`, { cook, json: { text } });
    const created = await acknowledged(round, 'post comment', sent);
    if (created) postComments.set(created.id as string, { postId, text });
  };
  const plainUpload = async (n: number) => {
    await upload(round, cooks[n % cooks.length]!, ['ingredient', 'profile', 'ingredient-real'][n % 3]!);
  };
  return [
    ...ratingChains.map((chain) => worker(round, rate(chain))),
    ...chains.map((chain) => worker(round, edit(chain))),
    worker(round, createRecipe),
    worker(round, commentRecipe),
    worker(round, publishPost),
    worker(round, commentPost),
    worker(round, plainUpload),
  ];
}

// ---- what must hold after every restart, read straight from the database and the uploads folder ----

async function database(): Promise<pg.Client> {
  const lines = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'sazon',
    password: readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
    database: 'sazon',
  });
  await client.connect();
  return client;
}

/** Every stored file, by key (its path under the uploads folder). */
function storedKeys(): string[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(uploadsDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

async function isWholeImage(key: string): Promise<boolean> {
  try {
    const { format, width } = await sharp(readFileSync(join(uploadsDir, key))).metadata();
    return format === 'webp' && Boolean(width);
  } catch {
    return false;
  }
}

interface RecipeRow {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  total_time: string;
  meal_type: string;
  nationality: string;
  difficulty: string;
  servings: number;
  steps: unknown;
  rating_count: number;
  total_rating_sum: number;
  comments_count: number;
}

async function checkEverything(): Promise<void> {
  const db = await database();
  try {
    const { rows: recipeRows } = await db.query<RecipeRow>('SELECT * FROM recipes');
    const { rows: ingredientRows } = await db.query<{
      recipe_id: string;
      position: number;
      quantity: string;
      name: string;
      image: string | null;
    }>(
      'SELECT recipe_id, position, quantity, name, image FROM recipe_ingredients ORDER BY recipe_id, position',
    );
    const recipesById = new Map(recipeRows.map((row) => [row.id, row]));

    // No half-written recipe: each one is exactly a version its cook sent, ingredients and steps included.
    for (const row of recipeRows) {
      const sent = sentRecipes.get(row.name);
      expect(sent, `receta desconocida «${row.name}»`).toBeDefined();
      expect({
        name: row.name,
        description: row.description,
        imageUrl: row.image_url,
        totalTime: row.total_time,
        mealType: row.meal_type,
        nationality: row.nationality,
        difficulty: row.difficulty,
        servings: row.servings,
        steps: row.steps,
        ingredients: ingredientRows
          .filter((ingredient) => ingredient.recipe_id === row.id)
          .map(({ quantity, name, image }) => ({ quantity, name, image })),
      }).toEqual(sent);
    }
    // Every acknowledged creation is there; every edited recipe is at its last acknowledged version or later.
    for (const [id, name] of createdRecipes) expect(recipesById.get(id)?.name, name).toBe(name);
    for (const chain of chains) {
      const version = Number(/ v(\d+)$/.exec(recipesById.get(chain.id)?.name ?? '')?.[1]);
      expect(version, chain.label).toBeGreaterThanOrEqual(chain.acked);
      expect(version, chain.label).toBeLessThanOrEqual(chain.sent);
    }

    const { rows: ratingRows } = await db.query<{ recipe_id: string; user_id: string; stars: number }>(
      'SELECT recipe_id, user_id, stars FROM recipe_ratings',
    );
    for (const chain of ratingChains) {
      const stored =
        ratingRows.find((row) => row.recipe_id === chain.recipeId && row.user_id === chain.cook.id)?.stars ??
        0;
      expect(chain.history.slice(chain.acked), `valoración de ${chain.cook.name}`).toContain(stored);
    }
    const { rows: commentRows } = await db.query<{ id: string; recipe_id: string; comment: string }>(
      'SELECT id, recipe_id, comment FROM recipe_comments',
    );
    for (const [id, comment] of recipeComments)
      expect(commentRows.find((row) => row.id === id)).toEqual({
        id,
        recipe_id: comment.recipeId,
        comment: comment.comment,
      });
    // Counters moved in the same transactions as their rows.
    for (const row of recipeRows) {
      const ratings = ratingRows.filter((rating) => rating.recipe_id === row.id);
      expect([row.rating_count, row.total_rating_sum], row.name).toEqual([
        ratings.length,
        ratings.reduce((sum, rating) => sum + rating.stars, 0),
      ]);
      expect(row.comments_count, row.name).toBe(commentRows.filter((c) => c.recipe_id === row.id).length);
    }

    const { rows: postRows } = await db.query<{
      id: string;
      text: string;
      image_url: string | null;
      comments_count: number;
    }>('SELECT id, text, image_url, comments_count FROM posts');
    const { rows: postCommentRows } = await db.query<{ id: string; post_id: string; text: string }>(
      'SELECT id, post_id, text FROM post_comments',
    );
    for (const [id, post] of posts)
      expect(postRows.find((row) => row.id === id)).toMatchObject({
        text: post.text,
        image_url: post.imageUrl,
      });
    for (const [id, comment] of postComments)
      expect(postCommentRows.find((row) => row.id === id)).toEqual({
        id,
        post_id: comment.postId,
        text: comment.text,
      });
    for (const row of postRows)
      expect(row.comments_count).toBe(postCommentRows.filter((c) => c.post_id === row.id).length);

    // Files: no file without its row; every acknowledged upload and every picture shown is a whole image.
    const { rows: uploadRows } = await db.query<{ key: string }>('SELECT key FROM uploads');
    const rowKeys = new Set(uploadRows.map((row) => row.key));
    const onDisk = storedKeys();
    expect(
      onDisk.filter((key) => !rowKeys.has(key)),
      'archivos sin fila en uploads',
    ).toEqual([]);
    const shown = [
      ...recipeRows.flatMap((row) => [
        row.image_url,
        ...(row.steps as { image: string | null }[]).map((s) => s.image),
      ]),
      ...ingredientRows.map((row) => row.image),
      ...postRows.map((row) => row.image_url),
    ].filter((url): url is string => Boolean(url));
    const shownKeys = new Set(shown.map(keyOf));
    const mustBeWhole = [...shownKeys, ...[...uploadedKeys].filter((key) => !replaceablePhotos.has(key))];
    for (const key of new Set(mustBeWhole)) {
      expect(rowKeys.has(key), `fila de ${key}`).toBe(true);
      expect(await isWholeImage(key), `archivo de ${key}`).toBe(true);
    }
  } finally {
    await db.end();
  }
}

describe('the server killed with SIGKILL in the middle of writes', () => {
  it('keeps every acknowledged write, no orphan file and no half-written recipe, ten times in a row', async () => {
    const testStartedAt = Date.now();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    console.log(`primer arranque: ${await start()}`);

    const cooks = await Promise.all(['Ana', 'Beto', 'Carla'].map(signUp));
    const setup: Round = { acked: 0, killAt: Infinity, killed: false, kill: () => {}, unexpected: [] };
    for (const author of cooks) {
      const chain: EditChain = {
        id: '',
        label: `Receta de ${author.name}`,
        author,
        sent: 1,
        acked: 1,
        photo: null,
      };
      chain.photo = await upload(setup, author, 'recipe');
      replaceablePhotos.add(keyOf(chain.photo!));
      const input = recipeVersion(editedName(chain, 1), 1, chain.photo);
      sentRecipes.set(editedName(chain, 1), recipeInputSchema.parse(input));
      const created = await call('POST', '/api/recipes', { cook: author, json: input });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      chain.id = created.body.id as string;
      chains.push(chain);
      const post = await call('POST', '/api/posts', {
        cook: author,
        json: { text: `Hola, soy ${author.name}` },
      });
      expect(post.status).toBe(201);
      posts.set(post.body.id as string, { text: `Hola, soy ${author.name}`, imageUrl: null });
    }
    // Each cook rates the next cook's recipe (authors do not rate their own).
    for (const [index, cook] of cooks.entries())
      ratingChains.push({ cook, recipeId: chains[(index + 1) % chains.length]!.id, history: [0], acked: 0 });
    expect(setup.unexpected).toEqual([]);

    for (let roundNumber = 1; roundNumber <= rounds; roundNumber += 1) {
      const server = current!;
      const killWholeGroup = roundNumber % 2 === 1;
      let inFlightAtKill = 0;
      const round: Round = {
        acked: 0,
        // 10 to 22 acknowledged writes, a different number each round.
        killAt: 10 + ((roundNumber * 7) % 13),
        killed: false,
        unexpected: [],
        kill: () => {
          round.killed = true;
          inFlightAtKill = inFlight;
          if (killWholeGroup) process.kill(-server.child.pid!, 'SIGKILL');
          else process.kill(serverPid(), 'SIGKILL');
        },
      };
      const burstStartedAt = Date.now();
      await Promise.all(burst(round, roundNumber, cooks));
      const burstMs = Date.now() - burstStartedAt;
      await server.exited;
      expect(round.unexpected).toEqual([]);
      expect(inFlightAtKill, 'peticiones en curso al matar el servidor').toBeGreaterThan(0);
      if (!killWholeGroup)
        expect(isRunning(postgresPid()), 'PostgreSQL sigue tras matar solo al servidor').toBe(true);

      const restart = await start();
      await checkEverything();
      // The next edits build on what the database kept (an unacknowledged edit may have been committed).
      const db = await database();
      try {
        for (const chain of chains) {
          const { rows } = await db.query<{ name: string; image_url: string | null }>(
            'SELECT name, image_url FROM recipes WHERE id = $1',
            [chain.id],
          );
          chain.sent = Number(/ v(\d+)$/.exec(rows[0]!.name)![1]);
          chain.acked = chain.sent;
          chain.photo = rows[0]!.image_url;
        }
      } finally {
        await db.end();
      }
      console.log(
        `ronda ${roundNumber} (${killWholeGroup ? 'grupo' : 'solo node'}): ${round.acked} escrituras confirmadas, ` +
          `${inFlightAtKill} en curso al matar, ráfaga ${burstMs} ms, rearranque ${restart}`,
      );
    }

    // A last, orderly stop, sent to the server process as a process manager does: exit 0 all the way up to
    // npm, PostgreSQL stopped cleanly (no pid file left behind).
    const last = current!;
    const postgres = postgresPid();
    process.kill(serverPid(), 'SIGTERM');
    const end = await last.exited;
    expect({ code: end.code, signal: end.signal }, lastOutput(last)).toEqual({ code: 0, signal: null });
    expect(end.stdout).toContain('Cerrado.');
    expect(isRunning(postgres)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    console.log(
      `confirmadas en total: ${createdRecipes.size} recetas nuevas, ${recipeComments.size} comentarios de recetas, ` +
        `${posts.size} publicaciones, ${postComments.size} respuestas, ${uploadedKeys.size} subidas; ` +
        `prueba completa ${Date.now() - testStartedAt} ms`,
    );
  }, 600_000);
});
