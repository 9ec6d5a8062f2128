import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, fakeMediaArgs } from './chromium';

export default defineConfig({
  testDir: path.join(__dirname, 'src'),
  testMatch: '**/*.spec.ts',
  outputDir: path.join(__dirname, 'test-results'),
  globalSetup: path.join(__dirname, 'src/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/global-teardown.ts'),
  // A test that passes only on a second try is a failing test.
  retries: 0,
  // Two cores: one browser page at a time beside the platform's own processes.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.E2E_JSON_REPORT ?? path.join(__dirname, 'playwright-report/results.json') },
    ],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(fakeMediaArgs),
  },
});
