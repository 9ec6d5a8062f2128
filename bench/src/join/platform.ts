import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@canstring/contracts';
import startPlatform from '@canstring/e2e/kit/global-setup';
import stopPlatform from '@canstring/e2e/kit/global-teardown';

const root = path.resolve(__dirname, '../../..');

/** The built apps the launcher serves that are missing (the bench measures the built product). */
export const missingBuilds = (): string[] =>
  ['shell', ...remoteNames.map((name) => `mf-${name}`)].filter(
    (app) => !existsSync(path.join(root, app, 'dist', 'index.html')),
  );

/**
 * The product as `npm start` runs it, from the built bundles, on a fresh data folder and free ports
 * (the e2e's launcher code: its kits then find the platform in the environment). Inside the media
 * namespace the launcher starts Janus on the veth address.
 */
export const launchPlatform = async (): Promise<{ stop(): Promise<void> }> => {
  await startPlatform();
  return { stop: () => stopPlatform() };
};
