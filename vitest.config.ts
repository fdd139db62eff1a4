import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'services/**/*.test.ts', 'web/src/**/*.test.ts', 'web/src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // On CI a test that fails is run once more; one that then passes is named as flaky in the summary (scripts/test.ts), as the journeys are.
    retry: process.env.CI ? 1 : 0,
  },
});
