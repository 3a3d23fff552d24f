// npm start: builds the app (client and server) when the build tools are installed, as in a fresh clone after
// `npm install`, and the sources changed since the last build; then runs the compiled server with plain node.
// An install of the production dependencies alone (`npm install --omit=dev` after a build) has no build tools
// and starts the build it was given.
// `node scripts/start.mjs backup FILE` (and the other compiled programs) run that program the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const projectPath = (path) => new URL(`../${path}`, import.meta.url);
/** What the build writes last: its time says which sources the build has seen. */
const buildStamp = projectPath('dist/.built');
/** Programs compiled beside the server (scripts/build-server.ts), run as `node scripts/start.mjs <name> ...`. */
const programs = ['main', 'backup', 'restore'];

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
/** What the build reads: a change to any of these makes the next start build again. */
const buildInputs = [
  'src',
  'vite.config.ts',
  'scripts/build-server.ts',
  'package-lock.json',
  'tsconfig.json',
];

function canBuild() {
  return (
    existsSync(projectPath('vite.config.ts')) &&
    buildPackages.every((name) => existsSync(projectPath(`node_modules/${name}/package.json`)))
  );
}

/** The newest modification time under `path` (a file or a folder). */
function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path))
    newest = Math.max(newest, newestChange(new URL(`${path.href}/${entry}`)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(buildStamp)) return false;
  const builtAt = statSync(buildStamp).mtimeMs;
  return buildInputs.every(
    (input) => !existsSync(projectPath(input)) || newestChange(projectPath(input)) < builtAt,
  );
}

const [program = 'main', ...programArguments] = process.argv.slice(2);
if (!programs.includes(program)) {
  process.stderr.write(`[sazon] No existe el programa «${program}»: usa ${programs.join(', ')}.\n`);
  process.exit(2);
}
const compiledProgram = projectPath(`dist/server/${program}.js`);

if (canBuild() && !buildIsCurrent()) {
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Stamped with the time the build started: a source saved during the build makes the next start build again.
  writeFileSync(buildStamp, '');
  utimesSync(buildStamp, startedAt / 1000, startedAt / 1000);
} else if (!existsSync(compiledProgram)) {
  process.stderr.write(
    `[sazon] No hay una versión compilada (dist/server/${program}.js) ni herramientas para compilarla: ejecuta \`npm install\` y \`npm run build\`.\n`,
  );
  process.exit(1);
}

// The program reads its own arguments from process.argv, as if it had been started directly.
process.argv = [process.argv[0], compiledProgram.pathname, ...programArguments];
await import(compiledProgram.href);
