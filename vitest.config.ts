import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time even on 2 cores: an e2e file mostly waits on its browser and the shop (about half
    // a core busy), so a second worker nearly halves the e2e time. Each e2e worker has its own shop
    // (test/e2e/global-setup.ts). Unit, widget and e2e files share the workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // A few unit tests run a whole-repository tool (dependency-cruiser, the spec map): seconds on a loaded machine.
          testTimeout: 30_000,
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['test/widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['test/helpers/widget-setup.ts'],
          // waitFor (test/helpers/widget-harness.ts) waits up to 15 s for a state on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        // Reads the production build (dist/, types/): npm test builds before vitest runs.
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
