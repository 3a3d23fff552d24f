// Test helper (not a test): the README's configuration table, which both the server's config check and the
// deployment files are held to.
import { readFileSync } from 'node:fs';

/** The variables of the README's server table (the first table under "## Configuration"), in its order. */
export function readmeVariables(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const [, configuration = ''] = readme.split('## Configuration');
  const table = configuration.split('\n\n').find((block) => block.startsWith('| variable')) ?? '';
  const firstCells = table
    .split('\n')
    .slice(2)
    .map((row) => row.split('|')[1] ?? '');
  return firstCells.flatMap((cell) =>
    [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name = '']) => name),
  );
}
