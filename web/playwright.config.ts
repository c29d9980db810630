import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

/** A free loopback port, found once and passed to the test workers through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

process.env.CSPKIT_WEB_PORT ??= String(await freePort());
const port = Number(process.env.CSPKIT_WEB_PORT);

// Debian's chromium (apt-get install -y chromium): Playwright's own browser download cannot be used here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `no Chromium at ${executablePath}: run 'apt-get install -y chromium' (or set CHROMIUM_PATH)`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  // One browser at a time: the machine has two cores, and the solver workers need one.
  workers: 1,
  fullyParallel: false,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 1000 },
    launchOptions: {
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // The built site from a static server, as users get it.
  webServer: {
    command: `npx vite build --logLevel warn && npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
