import { defineConfig } from 'vitest/config';

// Unit tests of every workspace in one run; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['domain/vitest.config.ts', 'functions/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
