import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, fakeMediaArgs } from './chromium';

/**
 * The conference specs need Janus, which ignores loopback interfaces, and the relayed call needs a
 * relay address coturn may send to (it refuses every loopback peer but the SFU's 127.0.0.2), and the
 * recording spec records through Janus: they run (with the captions spec, which runs alone, below)
 * only in the network namespace infra/bin/media-netns.sh makes (E2E_MEDIA=1, Janus and the relay on
 * its veth address); every other spec runs outside it.
 */
const MEDIA_SPECS = [
  '**/conference-*.spec.ts',
  '**/call-relay.spec.ts',
  '**/recording.spec.ts',
  '**/proctoring.spec.ts',
  '**/captions.spec.ts',
];
const mediaRun = process.env.E2E_MEDIA === '1';
/**
 * The recording spec checks the composed video frame by frame, and the captions spec reads what the
 * recogniser heard from a browser's fake mic (beside another worker's browsers, at a load of 16-21,
 * the audio came through garbled: it heard 'here's the orders' for 'go forward ten meters', loop
 * after loop for a minute); npm test runs them on their own after the other browser runs
 * (E2E_MEDIA_PART=alone), and the other media specs after the plain ones (E2E_MEDIA_PART=beside).
 * Without E2E_MEDIA_PART a media run takes them all.
 */
const ALONE_MEDIA_SPECS = ['**/recording.spec.ts', '**/captions.spec.ts'];
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
  // The plain specs in two workers (one spec file each at a time; every spec makes its own people
  // and meetings on the one platform): their pages mostly wait on the platform, and two cores hold
  // two (81 specs in 7.0 and 7.5 min against 10.6 in one). The media specs, whose Janus and
  // composition need the CPU, one at a time.
  workers: mediaRun ? 1 : 2,
  fullyParallel: false,
  forbidOnly: true,
  // A test's whole time, and the wait for a page to show a state: several specs take two or three
  // people, each in a browser of their own, through many screens. On a slower two-core machine, with
  // two workers, Chromium alone held more than one core, and single steps took 15-20 s (a page's
  // load, a field's fill): 90 s and 15 s failed there while every state came in the end. CI's
  // machine ran the plain specs 2.3-3.5x slower than this one (29.5 min against 11-13; the room
  // controls 13.1 min against 3.9-4.6), so the longest here (55 s) needs about three minutes there.
  timeout: 300_000,
  expect: { timeout: 45_000 },
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
