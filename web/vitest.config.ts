import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vite-plugin-pwa's registration module exists only in its builds; tests mock it.
  resolve: { alias: { 'virtual:pwa-register/react': new URL('src/features/shell/components/pwa-register.stub.ts', import.meta.url).pathname } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
