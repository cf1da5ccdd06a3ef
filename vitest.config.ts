import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The CLI tests run the built command: build it from the current sources first.
    globalSetup: ['vitest.global-setup.ts'],
    testTimeout: 30_000,
    // The JSON report is what .ci/run counts totals from; people get the default reporter only.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
  },
});
