import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, fakeMediaArgs } from './chromium';

/**
 * The conference specs need Janus, which ignores loopback interfaces, and the relayed call needs a
 * relay address coturn may send to (it refuses every loopback peer but the SFU's 127.0.0.2), and the
 * recording spec records through Janus: they run
 * only in the network namespace infra/bin/media-netns.sh makes (E2E_MEDIA=1, Janus and the relay on
 * its veth address); every other spec runs outside it.
 */
const MEDIA_SPECS = [
  '**/conference-*.spec.ts',
  '**/call-relay.spec.ts',
  '**/recording.spec.ts',
  '**/proctoring.spec.ts',
];
const mediaRun = process.env.E2E_MEDIA === '1';
/**
 * The recording spec checks the composed video frame by frame; npm test runs it on its own after the
 * other browser runs (E2E_MEDIA_PART=alone), and the other media specs beside the plain ones
 * (E2E_MEDIA_PART=beside). Without E2E_MEDIA_PART a media run takes them all.
 */
const ALONE_MEDIA_SPECS = ['**/recording.spec.ts'];
const mediaPart = process.env.E2E_MEDIA_PART;
const mediaMatch = mediaPart === 'alone' ? ALONE_MEDIA_SPECS : MEDIA_SPECS;
const mediaIgnore = mediaPart === 'beside' ? { testIgnore: ALONE_MEDIA_SPECS } : {};

export default defineConfig({
  testDir: path.join(__dirname, 'src'),
  testMatch: mediaRun ? mediaMatch : '**/*.spec.ts',
  ...(mediaRun ? mediaIgnore : { testIgnore: MEDIA_SPECS }),
  outputDir: path.join(__dirname, 'test-results'),
  globalSetup: path.join(__dirname, 'src/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/global-teardown.ts'),
  // A test that passes only on a second try is a failing test.
  retries: 0,
  // Two cores: one browser page at a time beside the platform's own processes.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // A test's whole time: the browser specs run beside the media specs on two cores, and several
  // take two people through many screens; a minute was too short for some on a loaded machine.
  timeout: 90_000,
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
