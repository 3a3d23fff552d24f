// One PostgreSQL for the whole test run: embedded by default, TEST_DATABASE_URL to use another.
// A migrated template database makes each test file's own database cheap to create.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/connect.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const template = `sazon_template_${process.pid}`;

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'sazon-test-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const migrated = await connectDatabase(templateUrl.toString(), { poolSize: 1 });
  await migrated.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    // Drop every database this run made, then stop the embedded server.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `${template}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
