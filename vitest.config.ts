import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/client/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server tests share one PostgreSQL; each file gets its own database.
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single one on CI's two. Server tests spend most
    // of their time waiting for PostgreSQL, so two files at once use the second core and halve the run.
    maxWorkers: 2,
  },
});
