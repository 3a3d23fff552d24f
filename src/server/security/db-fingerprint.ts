// "Nothing written", checked for the whole database at once: a hash of every row of every table, so a
// refused request that still wrote anything anywhere (a row, a counter, a live event) is caught.
import type pg from 'pg';

/** Tables every write request touches by design: a refused request still counts against the rate limits. */
const countedEvenWhenRefused = ['rate_limit_counters'];

/** A function giving the current fingerprint: one query over every table of the schema. */
export async function fingerprinter(pool: pg.Pool): Promise<() => Promise<Record<string, string>>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT table_name = ANY($1) ORDER BY table_name`,
    [countedEvenWhenRefused],
  );
  const query = tables
    .map(
      ({ name }) =>
        `SELECT ${pgLiteral(name)} AS name, count(*) || ':' || md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS hash FROM ${pgIdentifier(name)} t`,
    )
    .join(' UNION ALL ');
  return async () => {
    const { rows } = await pool.query<{ name: string; hash: string }>(query);
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  };
}

const pgIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const pgLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
