// The server's build of the first screens it draws (npm run build: dist/ssr; docs/decisions/014): it imports
// nothing outside the production dependencies, so `npm install --omit=dev` after a build can draw them, and it
// draws a screen in plain node.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { expect, it } from 'vitest';
import { es } from '../src/shared/i18n/es.ts';
import { buildDirForTests, packageOf } from './server-process.test-kit.ts';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = buildDirForTests('first-screens');
const packageJson = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

it('imports only production dependencies, and draws the sign-in screen with plain node', async () => {
  await build({ configFile: join(projectDir, 'vite.config.ts'), logLevel: 'warn', build: { ssr: true, outDir, emptyOutDir: true } });
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.js'));
  const code = files.map((file) => readFileSync(join(file.parentPath, file.name), 'utf8')).join('\n');
  const imported = [...code.matchAll(/(?:^import [^;]*?from |\bimport\()"([^".][^"]*)"/gm)].map((match) => packageOf(match[1]!));
  expect(imported).toContain('react-dom');
  for (const name of new Set(imported)) expect(packageJson.dependencies, `${name} no es una dependencia de producción`).toHaveProperty([name]);

  const drawn = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { renderFirstScreen } = await import(${JSON.stringify(pathToFileURL(join(outDir, 'server-render.js')).href)});
       const drawn = await renderFirstScreen('/login', { '/api/auth/get-session': null, '/api/auth-providers': { google: false, facebook: false } });
       process.stdout.write(drawn.html);`,
    ],
    { encoding: 'utf8' },
  );
  expect(drawn).toContain(es.login.prompt);
}, 60_000);
