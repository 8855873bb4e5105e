import { defineConfig } from 'vitest/config';

// Unit tests only: no emulator. Tests against the emulators live in tests/integration.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
