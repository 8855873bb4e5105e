import { defineConfig } from 'vitest/config';

// Functions against the emulators: real triggers, tasks and transactions.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['integration/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
