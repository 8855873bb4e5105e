import { defineConfig } from 'vitest/config';

// Rules tests share one emulator stack: files run one at a time, data cleared between tests.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['rules/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
