import { defineConfig } from '@playwright/test';

// Runs through `npm test`, which starts the emulators and builds the app for them first.
const port = Number(process.env.FACTORIA_TEST_WEB_PORT ?? 4183);
const chromium = process.env.FACTORIA_CHROMIUM ?? '/usr/bin/chromium';
const dist = process.env.FACTORIA_TEST_WEB_DIST ?? 'dist';
// The dev server (hot reload, React's StrictMode double mounts) gets a smoke test of its own:
// bugs that only show there, like an effect cleanup that closes a dialog, escape the built app.
const devPort = Number(process.env.FACTORIA_TEST_DEV_PORT ?? 5183);
const devServerEnv = JSON.parse(process.env.FACTORIA_TEST_WEB_ENV ?? '{}') as Record<string, string>;
const devServerSpec = /dev-server\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.FACTORIA_TEST_OUTPUT ?? '../.tmp/e2e-results',
  fullyParallel: false,
  workers: 2,
  // One retry: a test that passes only on its second run is reported as flaky in the summary,
  // and one that fails twice fails the run. The 2-core CI machine is busy with the emulators.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'built app', testIgnore: devServerSpec },
    { name: 'dev server', testMatch: devServerSpec, use: { baseURL: `http://127.0.0.1:${devPort}` } },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${devPort}`,
      env: devServerEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
