// End-to-end tests in Debian's Chromium against the real server on a fresh embedded PostgreSQL.
// E2E_PORT lets several runs share a machine (each gets its own data folder and client build).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  if (process.env.CI) throw new Error(`No Chromium at ${chrome}: CI must install it (apt-get install chromium).`);
  console.warn(`\n\n!!! SIN CHROMIUM en ${chrome}: se OMITEN las pruebas de extremo a extremo. Instala Debian 'chromium' o define CHROME_PATH. !!!\n\n`);
  process.exit(0);
}

const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = port + 1000;
const workDir = resolve(`.e2e/${port}`);
/** The client build the server serves; the update test builds a second version into it. */
export const e2eClientDir = `${workDir}/client`;
/** MODERATOR_EMAILS of the e2e server: the moderation journey signs this account up. */
export const e2eModeratorEmail = 'moderadora@e2e.sazon.test';
export const e2eOidc = { port: oidcPort, clientId: 'sazon-e2e', clientSecret: 'sazon-e2e-secret' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `${workDir}/results`,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-ES',
    // Recording a trace of every test (retain-on-failure) cost time on each of them; CI retries a failed
    // test once, and that retry is recorded.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      command: `npx tsx e2e/fixtures/oidc-provider.ts`,
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(oidcPort), OIDC_CLIENT_ID: e2eOidc.clientId, OIDC_CLIENT_SECRET: e2eOidc.clientSecret, APP_URL: `http://localhost:${port}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The compiled server, as `npm start` runs it (scripts/build-server.ts), on its own client build and the
      // server's build of the first screens beside it (server/http/first-screen.ts).
      command: `rm -rf ${workDir}/data && npx vite build --logLevel warn --outDir ${e2eClientDir} --emptyOutDir && npx vite build --ssr --logLevel warn --outDir ${workDir}/ssr --emptyOutDir && npx tsx scripts/build-server.ts --out-dir ${workDir}/server && node --enable-source-maps ${workDir}/server/main.js`,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: `${workDir}/data`,
        CLIENT_DIST_DIR: e2eClientDir,
        AUTH_RATE_LIMIT: '1000',
        WRITE_RATE_LIMIT: '100000',
        // Journeys post and comment from fresh accounts; the brakes have their own server tests.
        NEW_ACCOUNT_BRAKES: 'off',
        // The moderation journey signs this account up as its moderator; REPORT_HIDE_THRESHOLD keeps its default 3.
        MODERATOR_EMAILS: e2eModeratorEmail,
        LOG_LEVEL: 'warn',
        // The push end-to-end test's push service listens on loopback.
        PUSH_ALLOW_LOOPBACK: 'true',
        // The recipe-import test's blog page is served on loopback.
        IMPORT_ALLOW_PRIVATE: 'true',
        // Every signed-in page syncs the offline catalogue in the background; 40 recipes hold each test's
        // own, opened and favourite ones (they come first) without downloading the whole demo book 80 times.
        OFFLINE_CATALOGUE_CAP: '40',
        GOOGLE_CLIENT_ID: e2eOidc.clientId,
        GOOGLE_CLIENT_SECRET: e2eOidc.clientSecret,
        GOOGLE_AUTHORIZATION_URL: `http://localhost:${oidcPort}/auth`,
        GOOGLE_TOKEN_URL: `http://localhost:${oidcPort}/token`,
        GOOGLE_USERINFO_URL: `http://localhost:${oidcPort}/me`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
