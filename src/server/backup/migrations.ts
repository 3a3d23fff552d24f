// Which migrations a database has, and bringing a restored database to exactly a backup's level (so its rows
// fit), then to ours (so the migrations that came after the backup change the restored rows as they would have).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { fill } from '#shared/i18n/fill.ts';
import { migrationsFolder } from '../db/connect.ts';
import { BackupError, type AppliedMigration } from './archive.ts';

const texts = {
  notSazon:
    'La base de datos no tiene las tablas de Sazón (no hay migraciones aplicadas): ¿es la base correcta? Un servidor las crea al arrancar.',
  newer:
    'La copia es de una versión más nueva de Sazón: su base de datos tiene la migración «{migration}», que esta versión no conoce. Restáurala con esa versión de Sazón (o una posterior).',
} as const;

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = (): Journal =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations the database has, oldest first (drizzle's table: its created_at is the journal's `when`). */
export async function appliedMigrations(client: pg.Client): Promise<AppliedMigration[]> {
  const {
    rows: [table],
  } = await client.query<{ found: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!table?.found) throw new BackupError(texts.notSazon);
  const { entries } = readJournal();
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  if (rows.length === 0) throw new BackupError(texts.notSazon);
  return rows.map(({ hash, created_at }) => ({
    tag: entries.find((entry) => entry.when === Number(created_at))?.tag ?? null,
    createdAt: Number(created_at),
    hash,
  }));
}

/** A backup restores only when its migrations are ours, in order, up to some point (a prefix of our journal). */
export function assertKnownMigrations(migrations: AppliedMigration[]): void {
  const { entries } = readJournal();
  migrations.forEach((migration, index) => {
    if (entries[index]?.when !== migration.createdAt) {
      throw new BackupError(fill(texts.newer, { migration: migration.tag ?? String(migration.createdAt) }));
    }
  });
}

/** Runs our first `count` migrations (a copy of the folder whose journal stops there). */
export async function migrateTo(client: pg.Client, count: number): Promise<void> {
  const journal = readJournal();
  if (count >= journal.entries.length) return migrateAll(client);
  const folder = mkdtempSync(join(tmpdir(), 'sazon-migraciones-'));
  try {
    const entries = journal.entries.slice(0, count);
    mkdirSync(join(folder, 'meta'));
    for (const { tag } of entries)
      copyFileSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function migrateAll(client: pg.Client): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
