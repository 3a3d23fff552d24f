import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import subsetFont from 'subset-font';
import { stacklessReactErrors } from './scripts/stackless-react-errors.ts';
import { mainScreens, screenModules } from './src/client/app/screen-modules.ts';
import { es } from './src/shared/i18n/es.ts';

/**
 * Writes .br and .gz beside every text asset of the build, once, so the server (@fastify/static with
 * preCompressed) sends a cheap phone a quarter of the bytes without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'sazon-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The first 8 hex digits of a file's SHA-256, as a file name carries it. */
const contentHash = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 8);

/**
 * The Latin files of the app's two fonts, trimmed to the letters Spanish recipes and their cooks write: ASCII,
 * the accented vowels of the Romance languages, ñ, ç, ¿¡«», fractions, degrees and typographic punctuation.
 * Nunito keeps only the weights the app uses (400–700). 55 KB of fonts before the first card became 32 KB
 * (Lighthouse: the book's and the feed's largest paint ~150 ms sooner at ×8). A rarer letter (Å, ß) is drawn
 * by the next font of the stack, as any letter outside these files already was. A trimmed file is named by a
 * hash of its trimmed bytes, not of the whole file Vite hashed, and the style sheets say the new name: browsers
 * keep a font a year, so a change to `letters` or to the weights must reach them under a new name.
 */
function trimLatinFonts(): Plugin {
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
  const letters = `${ascii}\u00a0¡¿«»ªº°·×÷¼½¾áéíóúýàèìòùâêîôûãõäëïöüçñÁÉÍÓÚÝÀÈÌÒÙÂÊÎÔÛÃÕÄËÏÖÜÇÑœŒ‘’‚“”„–—…•€™`;
  return {
    name: 'sazon-trim-latin-fonts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const renamed = new Map<string, string>();
      for (const asset of Object.values(bundle)) {
        const font = /^((?:fredoka|nunito)-latin-(?:\d+|wght)-normal)-[^.]+\.(woff2?)$/.exec(asset.fileName.split('/').pop()!);
        if (asset.type !== 'asset' || !font) continue;
        const [fileName, name, format] = [font[0], font[1]!, font[2]!];
        const trimmed = await subsetFont(Buffer.from(asset.source), letters, {
          targetFormat: format === 'woff2' ? 'woff2' : 'woff',
          ...(fileName.includes('-wght-') ? { variationAxes: { wght: { min: 400, max: 700 } } } : {}),
        });
        const trimmedName = `${name}-${contentHash(trimmed)}.${format}`;
        delete bundle[asset.fileName];
        this.emitFile({ type: 'asset', fileName: asset.fileName.replace(fileName, trimmedName), source: trimmed });
        renamed.set(fileName, trimmedName);
      }
      for (const sheet of Object.values(bundle)) {
        if (sheet.type !== 'asset' || !sheet.fileName.endsWith('.css')) continue;
        let css = String(sheet.source);
        for (const [from, to] of renamed) css = css.replaceAll(from, to);
        sheet.source = css;
      }
    },
  };
}

/** Names the build in index.html (SAZON_BUILD_ID, e.g. a commit); a new id is a new app version to the service worker. */
const buildId = process.env.SAZON_BUILD_ID ?? 'local';

/** index.html paints the loading screen before the app runs; its words come from es.ts like every other. */
function indexTexts(): Plugin {
  return {
    name: 'sazon-index-texts',
    transformIndexHtml: (html) =>
      html.replaceAll('%SAZON_VERIFYING_SESSION%', es.app.verifyingSession).replaceAll('%SAZON_BUILD_ID%', buildId),
  };
}

/** The starts and everything reachable from them through `next` (a module's imports, a chunk's). */
function reachable(starts: readonly string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  for (let pending = [...starts], id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...next(id));
  }
  return seen;
}

const chunkImports = (bundle: Rolldown.OutputBundle) => (file: string) => {
  const chunk = bundle[file];
  return chunk?.type === 'chunk' ? chunk.imports : [];
};

/** The chunks the app starts with: the entry, what it imports, and the steps main.tsx starts it in with theirs. */
const startChunks = (entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle) =>
  reachable([entry.fileName, ...entry.dynamicImports], chunkImports(bundle));

/** The chunk of the page module an address opens (app/screen-modules.ts), and every chunk it imports. */
function screenChunks(path: string, bundle: Rolldown.OutputBundle): Set<string> {
  const module = screenModules[path]!;
  const pageChunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(`/src/client/${module}`)));
  if (!pageChunk) throw new Error(`${module}: no chunk of its own for boot.js to preload at ${path}`);
  return reachable([pageChunk.fileName], chunkImports(bundle));
}

/**
 * index.html loads public/boot.js instead of the app's module script and its preloads, and boot.js starts
 * them once the loading screen is painted (why: boot.js). The entry and the chunks it needs ride on its tag:
 * those it imports, and those of the steps it starts the app in (main.tsx), with what they import. So does
 * each address's own page code (app/screen-modules.ts), as `path=chunk chunk;…` without the assets folder and
 * `.js`, the part it does not share with the app's start.
 */
function bootAfterFirstPaint(): Plugin {
  return {
    name: 'sazon-boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry || !chunk || !bundle) throw new Error('index.html: no module script for boot.js to start');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let page = html.replace(entry[0], '');
        for (const preload of preloads) page = page.replace(preload[0], '');
        const start = startChunks(chunk, bundle);
        const screens = Object.keys(screenModules).map((path) => {
          const own = [...screenChunks(path, bundle)].filter((file) => !start.has(file));
          return `${path}=${own.map((file) => file.replace(/^assets\/(.*)\.js$/, '$1')).join(' ')}`;
        });
        const modules = [...start].filter((file) => file !== chunk.fileName).map((file) => `/${file}`).join(',');
        return page.replace('</head>', `  <script src="/boot.js" async data-entry="${entry[1]}" data-modules="${modules}" data-screens="${screens.join(';')}"></script>\n  </head>`);
      },
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the code of a first visit: the
 * app's start and the main screens' and the sign-in screen's own chunks. Chrome then compiles these files whole
 * on a background thread while they download, instead of each function on the main thread the first time it
 * runs (figures: docs/decisions/013). Browsers without the hint read a comment. Added after
 * minifying, which drops comments; a source map gains the empty first line.
 */
function compileHintsForFirstVisit(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'sazon-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which rewrites the code of the chunks that import lazily.
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
        if (!entry) return;
        const firstVisit = new Set([...startChunks(entry, bundle), ...['/login', ...mainScreens].flatMap((path) => [...screenChunks(path, bundle)])]);
        for (const file of firstVisit) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = hint + chunk.code;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const content = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...content, mappings: `;${content.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The installable app (issue 12): the web app manifest, and our own service worker (src/client/sw.ts) into
 * which Workbox injects the list of every file of the build, so the shell and each route's code open offline.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  // src/client/lib/service-worker.ts registers it (workbox-window) and asks before reloading into an update.
  injectRegister: false,
  registerType: 'prompt',
  // The tab's icon, so an offline page shows it too (the manifest's icons are added by the plugin).
  includeAssets: ['icons/favicon-48.png'],
  manifest: {
    name: es.app.manifestName,
    short_name: es.app.name,
    description: es.app.description,
    lang: 'es',
    dir: 'ltr',
    start_url: '/menu',
    scope: '/',
    id: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#f97316',
    background_color: '#fff8ef',
    categories: ['food', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  injectManifest: {
    // The shell, every route's chunk and the Latin font files (other scripts' subsets are fetched only if
    // a page ever needs them); the plugin adds the manifest and its icons. Media stay on the network.
    globPatterns: ['**/*.{html,js,css}', 'assets/*-latin-*.woff2'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/**
 * Every module app/start-app.tsx imports statically, React and what the entry (main.tsx) imports itself
 * apart, as one chunk. Rolldown splits a module the shell loads anyway into a chunk of its own as soon as a
 * lazy chunk imports it too (rolldown/rolldown#10731), which put ten small files in front of every first
 * paint; grouped, the shell is one request, like Rollup makes it.
 */
/** A module of src/client (given by its path there) and every module it imports statically, at any depth. */
const staticGraph = (context: Rolldown.ChunkingContext, module: string) =>
  reachable([fileURLToPath(new URL(`src/client/${module}`, import.meta.url))], (id) => context.getModuleInfo(id)?.importedIds ?? []);

let shellModules: Set<string> | null = null;
function shellChunk(moduleId: string, context: Rolldown.ChunkingContext): string | null {
  if (!shellModules) {
    const entryModules = staticGraph(context, 'main.tsx');
    shellModules = new Set([...staticGraph(context, 'app/start-app.tsx')].filter((id) => !entryModules.has(id)));
  }
  return shellModules.has(moduleId) ? 'shell' : null;
}

/**
 * The code of the screens people land on (app/screen-modules.ts, mainScreens), outside the shell: what two or
 * more of them use in one shared chunk, the rest of each in that screen's chunk. Left to itself, the bundler
 * made a file of every module two lazy pages shared: /recipes came as ten files and /feed as eleven, and a
 * browser opens six connections to a server at a time (HTTP/1.1): each file past those waited a round trip
 * more on a slow link. Now each is two files (/menu three), 7–14 KB with brotli. A dependency of a shared
 * module is shared too, so a screen's chunk imports the shared one, never the reverse: no cycle. Other pages
 * import from these chunks what they share with a main screen (the service worker has usually stored them by
 * then); the sign-in screen's code is left out, so it stays as small as it was.
 */
let screensOfModule: Map<string, Set<string>> | null = null;
function mainScreensReaching(moduleId: string, context: Rolldown.ChunkingContext): Set<string> | undefined {
  if (!screensOfModule) {
    const signIn = staticGraph(context, screenModules['/login']!);
    screensOfModule = new Map();
    for (const path of mainScreens) {
      for (const id of staticGraph(context, screenModules[path]!)) if (!signIn.has(id)) screensOfModule.set(id, (screensOfModule.get(id) ?? new Set()).add(path));
    }
  }
  return screensOfModule.get(moduleId);
}
const sharedScreenChunk = (moduleId: string, context: Rolldown.ChunkingContext) =>
  (mainScreensReaching(moduleId, context)?.size ?? 0) > 1 ? 'screens' : null;
function screenChunk(moduleId: string, context: Rolldown.ChunkingContext): string | null {
  const [screen, ...others] = mainScreensReaching(moduleId, context) ?? [];
  return screen && others.length === 0 ? `screen${screen.replaceAll('/', '-')}` : null;
}

/** Each build reads its own module graph (the service worker is built apart, after the app). */
function chunkGroupsPerBuild(): Plugin {
  return { name: 'sazon-chunk-groups', apply: 'build', buildStart: () => void ((shellModules = null), (screensOfModule = null)) };
}

// react-router 7 names only its development build in its package exports (remix-run/react-router#12532,
// #14102): its warnings and checks ran on every navigation in production. Both builds take its production one.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * The server's build of the first screens it draws (app/server-render.tsx, docs/decisions/014): the same
 * components for Node, in dist/ssr; the packages stay imports of node_modules.
 */
const serverRenderBuild = defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react()],
  // `vite build --ssr` (npm run build) builds this entry.
  build: { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: false, minify: false, rollupOptions: { input: 'app/server-render.tsx' } },
  resolve: { alias: [reactRouterProduction] },
});

const browserBuild = defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), stacklessReactErrors(), tailwindcss(), indexTexts(), chunkGroupsPerBuild(), bootAfterFirstPaint(), compileHintsForFirstVisit(), trimLatinFonts(), pwa, precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The app's start is three chunks, evaluated in steps (main.tsx): React (~220 KB minified, ~58 KB with
    // brotli as the server sends it), the router (~90 KB, ~26 KB brotli) and the shell (query, the toasts'
    // list, its own texts: shared/i18n/app.ts; ~92 KB, ~26 KB brotli); ~127 KB gzipped together. Pages, and
    // the dialogs they open, load as their own chunks.
    chunkSizeWarningLimit: 500,
    // A font is its own file, fetched only by text that needs it: inlined, a small one rode in the
    // render-blocking style sheet of every screen.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper that preloads a lazy chunk's imports serves the entry too: left in the shell, it
            // made the entry evaluate the whole shell with itself, in one task. It rides with React, whose
            // CommonJS modules run only when main.tsx asks for them: one request fewer.
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\/|vite\/preload-helper/, priority: 1 },
            // Evaluated in a step of its own (main.tsx): in the shell, it made that step a long task.
            { name: 'router', test: /\/node_modules\/react-router\//, priority: 1 },
            { name: shellChunk, debugName: 'shell' },
            // The main screens' code, texts included (each imports its own section of shared/i18n). Each
            // module is placed by its own graph, not pulled in with a module that imports it: the sign-in
            // screen's code stays its own.
            { name: sharedScreenChunk, debugName: 'screens', includeDependenciesRecursively: false },
            { name: screenChunk, debugName: 'each screen', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The offline upkeep's worker (lib/offline-upkeep.worker.ts) is a module worker, like the app.
  worker: { format: 'es' },
  resolve: { alias: [reactRouterProduction] },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
