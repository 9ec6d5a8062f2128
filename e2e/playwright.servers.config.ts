import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The media-server loss specs: the platform runs the two Janus servers of
 * infra/deploy/janus/janus-servers.json (E2E_JANUS_SERVERS_FILE, read by the global setup), in the
 * network namespace of infra/bin/media-netns.sh, and a spec kills one of them.
 * Run: E2E_MEDIA=1 bash infra/bin/media-netns.sh pnpm exec playwright test -c e2e/playwright.servers.config.ts
 */
process.env.E2E_JANUS_SERVERS_FILE ??= path.join(
  __dirname,
  '..',
  'infra',
  'deploy',
  'janus',
  'janus-servers.json',
);

export default defineConfig({
  ...base,
  testMatch: '**/*.servers-spec.ts',
  testIgnore: [],
});
