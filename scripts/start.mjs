// npm start: builds the app (client and server) when the build tools are installed, as in a fresh clone after
// `npm install`, then runs the compiled server with plain node. An install of the production dependencies
// alone (`npm install --omit=dev` after a build) has no build tools and starts the build it was given.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const compiledServer = new URL('../dist/server/main.js', import.meta.url);

/** The build's own tools (vite.config.ts and scripts/build-server.ts), which only a full install has: vite and
 * esbuild alone do not tell, since better-auth brings them along as peers even to a production install. */
const buildPackages = [
  'vite',
  'vite-plugin-pwa',
  '@vitejs/plugin-react',
  '@tailwindcss/vite',
  'esbuild',
  'tsx',
];

function canBuild() {
  const present = (path) => existsSync(new URL(`../${path}`, import.meta.url));
  return (
    present('vite.config.ts') && buildPackages.every((name) => present(`node_modules/${name}/package.json`))
  );
}

if (canBuild()) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(compiledServer)) {
  process.stderr.write(
    '[sazon] No hay una versión compilada (dist/server/main.js) ni herramientas para compilarla: ejecuta `npm install` y `npm run build`.\n',
  );
  process.exit(1);
}

await import(compiledServer.href);
