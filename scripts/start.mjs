// npm start: builds the app (client and server) when the build tools are installed, as in a fresh clone after
// `npm install`, then runs the compiled server with plain node. An install of the production dependencies
// alone (`npm install --omit=dev` after a build) has no build tools and starts the build it was given.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { URL } from 'node:url';

const compiledServer = new URL('../dist/server/main.js', import.meta.url);

function buildToolsInstalled() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('vite/package.json');
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

if (buildToolsInstalled()) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(compiledServer)) {
  process.stderr.write(
    '[sazon] No hay una versión compilada (dist/server/main.js) ni herramientas para compilarla: ejecuta `npm install` y `npm run build`.\n',
  );
  process.exit(1);
}

await import(compiledServer.href);
