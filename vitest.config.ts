import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Two projects: `unit` (unit, contract, integration, sandbox — Node, fake-indexeddb) and `e2e` (Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: [
            'test/unit/**/*.test.{ts,tsx}',
            'test/contract/**/*.test.ts',
            'test/integration/**/*.test.ts',
            'test/sandbox/**/*.test.ts',
          ],
          setupFiles: ['fake-indexeddb/auto'],
          environment: 'node',
          testTimeout: 30_000,
          // Two files at a time (the cores of a CI machine). Three were faster (most integration tests wait on the sandbox
          // and pacing), but pipeline-lifecycle's resume test then failed 2 runs of 3 by one model call over its bound
          // (the interruption lands at another point under load): left at two until that test's bound is understood.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file launches its own Chromium, profile and sandbox (its own port): two at a time, as most of a
          // check's time is spent waiting on the sandbox, not the CPU.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
