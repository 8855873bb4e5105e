/**
 * Unit tests' stand-in for `virtual:pwa-register/react`, a module only vite-plugin-pwa's build
 * provides (web/vitest.config.ts points the name here). A test that renders UpdatePrompt mocks it.
 */
export function useRegisterSW(): never {
  throw new Error('virtual:pwa-register/react: mock it in the test (vi.mock)');
}
