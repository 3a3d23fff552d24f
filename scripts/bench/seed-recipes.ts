// Bench helper: fills the database with generated recipes (variations of the demo recipes by a few
// hundred invented cooks), with the ingredient keys the editor writes.
//
// Fast enough for 1,000,000 recipes in well under 15 minutes on 2 cores: one INSERT … SELECT FROM unnest()
// per few thousand rows (one parameter per column instead of one per value), the next batch built in
// JavaScript while PostgreSQL writes the previous one, foreign-key checks skipped (the rows are made
// consistent here), and, for a large addition, the secondary indexes dropped and built once at the end.
// Everything runs in one transaction, so a seed cut short leaves the book (and its indexes) as it was.
import { randomUUID } from 'node:crypto';
import { count, eq, getTableColumns, getTableName, like, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StepInput } from '../../src/shared/contract/recipe-input.ts';
import { demoRecipes } from '../../src/server/seed/demo/recipes.ts';
import type { SeedRecipe } from '../../src/server/seed/demo/recipe-kit.ts';
import type { Database, Tx } from '../../src/server/db/connect.ts';
import { profiles, recipeIngredients, recipes, user } from '../../src/server/db/schema.ts';
import { ingredientKey } from '../../src/shared/domain/ingredients.ts';
import { firstNames, generator, surnames, variations, type Random } from './book-words.ts';

export const benchDomain = '@bench.sazon.app';

const times = ['15 min', '20 min', '30 min', '45 min', '1 hora', '1 h 30 min', '2 horas'];
const difficultyOrder = ['facil', 'medio', 'dificil'] as const;
/** Recipes per INSERT (about eight ingredient rows each). */
const batchSize = 5_000;

async function seedCooks(tx: Tx, howMany: number): Promise<{ id: string; name: string }[]> {
  const cooks = Array.from({ length: howMany }, (_, i) => ({
    id: randomUUID(),
    name: `${firstNames[i % firstNames.length]} ${surnames[Math.floor(i / firstNames.length) % surnames.length]} ${Math.floor(i / 500) || ''}`.trim(),
    email: `cocinero-${i}${benchDomain}`,
  }));
  await tx.insert(user).values(cooks.map((c) => ({ id: c.id, name: c.name, email: c.email, emailVerified: true })));
  await tx.insert(profiles).values(cooks.map((c) => ({ userId: c.id, username: c.name })));
  return cooks;
}

/** A value as an element of a PostgreSQL array literal: quoted, with quotes and backslashes escaped. */
function element(value: unknown, toText: (value: unknown) => unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = String(toText(value));
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/**
 * The values as the text of a PostgreSQL array, built here with join(): node-postgres builds it by string
 * concatenation, which costs more than generating the rows.
 */
const arrayLiteral = (values: unknown[], toText: (value: unknown) => unknown = String) =>
  `{${values.map((value) => element(value, toText)).join(',')}}`;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !(value instanceof Date);

/**
 * INSERT INTO table (columns) SELECT … FROM unnest($1::type[], $2::type[], …): the rows as one array per
 * column, whatever columns the rows carry (a column added to the schema is written too). A column of
 * objects (a template's steps, shared by every recipe made from it) is sent as its distinct values and one
 * index per row: parsing 1.4 KB of JSON per row was most of PostgreSQL's work.
 */
function insertRows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const arrays: SQL[] = [];
  const selected: SQL[] = [];
  columns.forEach(([key, column], n) => {
    const values = rows.map((row) => (row as Record<string, unknown>)[key]);
    const type = sql.raw(column.getSQLType());
    const alias = sql`${sql.identifier(`c${n}`)}`;
    if (values.some(isObject)) {
      const distinct = [...new Set(values)];
      const position = new Map(distinct.map((value, i) => [value, i + 1]));
      arrays.push(sql`${arrayLiteral(values.map((value) => position.get(value)))}::integer[]`);
      selected.push(sql`(${arrayLiteral(distinct, (value) => column.mapToDriverValue(value))}::${type}[])[${alias}]`);
    } else {
      arrays.push(sql`${arrayLiteral(values, (value) => column.mapToDriverValue(value))}::${type}[]`);
      selected.push(alias);
    }
  });
  const names = columns.map(([, column]) => sql.identifier(toSnakeCase(column.name)));
  const aliases = columns.map((_, n) => sql.identifier(`c${n}`));
  return sql`INSERT INTO ${table} (${sql.join(names, sql`, `)})
    SELECT ${sql.join(selected, sql`, `)} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.join(aliases, sql`, `)})`;
}

/** Drops the recipe tables' indexes that back no constraint; answers their definitions to build them again. */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const tables = [getTableName(recipes), getTableName(recipeIngredients)];
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = ANY (${sql.param(tables)}::regclass[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`);
  // regclass::text is the index's name as SQL writes it (quoted, and qualified when off the search path).
  for (const { name } of rows) await tx.execute(sql`DROP INDEX ${sql.raw(name)}`);
  return rows.map((row) => row.definition);
}

type Cook = { id: string; name: string };

/** The rows of recipes number `from` to `to` (exclusive) of a book of `total`. */
function generateBatch(from: number, to: number, total: number, cooks: Cook[], random: Random, now: number) {
  const rows: (typeof recipes.$inferInsert)[] = [];
  const ingredientRows: (typeof recipeIngredients.$inferInsert)[] = [];
  for (let i = from; i < to; i += 1) {
    const template = demoRecipes[random(demoRecipes.length)]!;
    const cook = cooks[random(cooks.length)]!;
    const variation = variations[random(variations.length)]!;
    const name = variation ? `${template.name} ${variation}` : template.name;
    const id = randomUUID();
    const ratingCount = random(10) < 6 ? 0 : random(60);
    const totalRatingSum = ratingCount * (1 + random(5));
    rows.push({
      id,
      authorId: cook.id,
      author: cook.name,
      name,
      description: template.description,
      imageUrl: null,
      totalTime: times[random(times.length)]!,
      mealType: template.mealType,
      nationality: template.nationality,
      difficulty: difficultyOrder[random(3)]!,
      steps: stepsOf(template),
      ratingCount,
      totalRatingSum,
      averageRating: ratingCount ? totalRatingSum / ratingCount : 0,
      // Spread over two years, one recipe every few minutes.
      createdAt: new Date(now - (total - i) * 6 * 60_000 - random(60_000)),
    });
    template.ingredients.forEach((ingredient, position) =>
      ingredientRows.push({ recipeId: id, position, quantity: ingredient.quantity, name: ingredient.name, image: null, key: keyOf(ingredient.name) }),
    );
  }
  return { rows, ingredientRows };
}

/** Every recipe made from a template shares its steps: one object, sent once per batch (see insertRows). */
const steps = new Map<SeedRecipe, StepInput[]>();
function stepsOf(template: SeedRecipe): StepInput[] {
  let list = steps.get(template);
  if (!list) steps.set(template, (list = template.steps.map((step) => ({ ...step, image: null }))));
  return list;
}

/** The templates repeat their few hundred ingredient names a million times: each key is worked out once. */
const keys = new Map<string, string>();
function keyOf(name: string): string {
  let key = keys.get(name);
  if (key === undefined) keys.set(name, (key = ingredientKey(name)));
  return key;
}

/**
 * Adds generated recipes until the bench authors own `total`; answers how many it wrote. Adding at least
 * `rebuildIndexesFrom` recipes, and at least as many as there are, drops the indexes and builds them once.
 */
export async function seedBenchRecipes(db: Database, total: number, log: (m: string) => void, { rebuildIndexesFrom = 10_000 } = {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(recipes).innerJoin(user, eq(user.id, recipes.authorId)).where(like(user.email, `%${benchDomain}`));
  const have = existing?.n ?? 0;
  if (have >= total) return 0;
  const adding = total - have;
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
    // As a replica would: no foreign-key check per row (the rows are made consistent here) and no change
    // notice (no server runs yet). Only a superuser may; the embedded PostgreSQL's user is one.
    const { rows: role } = await tx.execute<{ superuser: boolean }>(sql`SELECT current_setting('is_superuser') = 'on' AS superuser`);
    if (role[0]?.superuser) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const [cooksSeen] = await tx.select({ n: count() }).from(user).where(like(user.email, `%${benchDomain}`));
    const cooks = cooksSeen?.n
      ? await tx.select({ id: user.id, name: user.name }).from(user).where(like(user.email, `%${benchDomain}`))
      : await seedCooks(tx, 500);
    const rebuilt = adding >= Math.max(rebuildIndexesFrom, have) ? await dropSecondaryIndexes(tx) : [];
    if (rebuilt.length) log(`  ${rebuilt.length} índices quitados mientras se escribe; se crean de nuevo al final.`);

    const random = generator(have + 1);
    const now = Date.now();
    let writing: Promise<unknown> = Promise.resolve();
    for (let start = have; start < total; start += batchSize) {
      const end = Math.min(total, start + batchSize);
      const { rows, ingredientRows } = generateBatch(start, end, total, cooks, random, now);
      await writing;
      // One statement for both tables, sent now by .then(): PostgreSQL writes it while the next batch is generated.
      writing = tx.execute(sql`WITH recipe_rows AS (${insertRows(recipes, rows)}) ${insertRows(recipeIngredients, ingredientRows)}`).then(() => undefined);
      if (Math.floor(end / 100_000) > Math.floor(start / 100_000) || end === total) {
        const seconds = (performance.now() - started) / 1000;
        log(`  ${end.toLocaleString('es-ES')} recetas (${((end - have) / seconds).toFixed(0)} por segundo)...`);
      }
    }
    await writing;
    const indexing = performance.now();
    for (const definition of rebuilt) await tx.execute(sql.raw(definition));
    if (rebuilt.length) log(`  Índices creados en ${((performance.now() - indexing) / 1000).toFixed(0)} s.`);
  });
  // Index-only scans need the visibility map, which only VACUUM fills in.
  await db.execute(sql`VACUUM (ANALYZE) ${recipes}, ${recipeIngredients}`);
  const seconds = (performance.now() - started) / 1000;
  log(`  Sembradas ${adding.toLocaleString('es-ES')} recetas en ${seconds.toFixed(0)} s (${(adding / seconds).toFixed(0)} por segundo, con índices y VACUUM).`);
  return adding;
}
