// One SQL style (docs/architecture.md): the server reaches tables and columns only through the typed
// schema, so renaming a column fails the typecheck instead of a query in production. This reads the
// server's source with the TypeScript parser and refuses, in the literal text of every `sql` template
// and every string given to sql.raw / sql.identifier, a table named after FROM/JOIN/INTO/UPDATE/TABLE,
// a column of the schema whose SQL name has two words or more, and a qualified `alias.column`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Migrations are SQL files, not TypeScript; tests may read rows by name to check what the app wrote.
const sourceFolders = ['src/server', 'scripts'];
const isChecked = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('db/schema.ts') && !/\.test\.tsx?$|test-kit\.ts$|\/test\//.test(path) && !path.endsWith('.d.ts');

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter(isChecked);
}

const tables: Table[] = Object.values(schema).filter((value) => isTable(value));
const tableNames = new Set<string>(tables.map((table) => getTableName(table)));
const columnNames = new Set<string>(tables.flatMap((table) => Object.values(getTableColumns(table)).map((column) => toSnakeCase(column.name))));

/** The literal SQL text a file writes: the fixed parts of sql`…` templates and strings given to sql.raw/sql.identifier. */
function sqlTextsOf(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) => found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) add(template, template.text);
      else {
        add(template.head, template.head.text);
        for (const span of template.templateSpans) add(span.literal, span.literal.text);
      }
    }
    if (ts.isCallExpression(node) && /^sql\.(raw|identifier)$/.test(node.expression.getText())) {
      const [argument] = node.arguments;
      if (argument && (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument))) add(argument, argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function namesIn(text: string): string[] {
  const problems: string[] = [];
  const sqlOnly = text.replace(/'[^']*'/g, "''");
  for (const match of sqlOnly.matchAll(/\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi)) {
    if (tableNames.has(match[1]!)) problems.push(`table ${match[1]}`);
  }
  for (const match of sqlOnly.matchAll(/"?\b([a-z]+(?:_[a-z0-9]+)+)\b"?/g)) {
    if (columnNames.has(match[1]!)) problems.push(`column ${match[1]}`);
  }
  for (const match of sqlOnly.matchAll(/\b[a-z_]+\.("?)([a-z_]+)\1(?![a-z_(])/gi)) {
    if (columnNames.has(match[2]!)) problems.push(`column ${match[0]}`);
  }
  return problems;
}

const files = sourceFolders.flatMap(filesUnder);

describe('SQL names come from the schema, never from a string', () => {
  it('finds the server source and the schema', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(tableNames).toContain('live_events');
    expect(columnNames).toContain('created_at');
    expect(namesIn('DELETE FROM live_events WHERE created_at < now()')).toEqual(['table live_events', 'column created_at']);
    expect(namesIn('SELECT p.id FROM x p')).toEqual(['column p.id']);
    expect(namesIn("now() - interval '1 day'")).toEqual([]);
  });

  it.each(files)('%s', (path) => {
    const problems = sqlTextsOf(path).flatMap(({ line, text }) => namesIn(text).map((problem) => `${path}:${line} ${problem}`));
    expect(problems).toEqual([]);
  });
});
