import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SUPPORT_CONTACT, type RemoteName, remoteNames } from '@canstring/contracts';
import { measureSignIn } from './sign-in-timing';
import { remoteSizes } from './sizes';
import { type StaticSite, serveDist } from './static-server';

/** Targets of the platform foundation. */
const SHELL_INITIAL_JS_BUDGET_KB = 150;
const SIGN_IN_VISIBLE_BUDGET_MS = 500;
const LOADS = Number(process.env.BENCH_LOADS ?? 9);

const root = path.resolve(__dirname, '../../..');
const distOf = (app: string) => path.join(root, app, 'dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const main = async () => {
  const apps = ['shell', ...remoteNames.map((name) => `mf-${name}`)];
  const missing = apps.filter((app) => !existsSync(path.join(distOf(app), 'index.html')));
  if (missing.length) {
    console.error(`Build first (pnpm build); no dist for: ${missing.join(', ')}`);
    process.exitCode = 1;
    return;
  }

  const sites: StaticSite[] = [];
  const remoteUrls = {} as Record<RemoteName, string>;
  try {
    for (const name of remoteNames) {
      const site = await serveDist(distOf(`mf-${name}`), () => config);
      sites.push(site);
      remoteUrls[name] = `${site.url}/remoteEntry.js`;
    }
    const config = {
      gatewayUrl: 'http://127.0.0.1:9/graphql',
      gatewayWsUrl: 'ws://127.0.0.1:9/graphql',
      remotes: remoteUrls,
      support: DEFAULT_SUPPORT_CONTACT,
    };
    const shell = await serveDist(distOf('shell'), () => config);
    sites.push(shell);

    console.info('Bundle sizes (gzip, KB)');
    console.info('remote          first load (remoteEntry + ./app)   later (async)   shared fallbacks');
    for (const name of remoteNames) {
      const sizes = remoteSizes(distOf(`mf-${name}`));
      console.info(
        `${`mf-${name}`.padEnd(16)}${kb(sizes.firstLoad).padStart(10)}${kb(sizes.later).padStart(27)}${kb(sizes.sharedFallbacks).padStart(19)}`,
      );
    }

    const timing = await measureSignIn(`${shell.url}/`, distOf('shell'), LOADS);
    console.info('');
    console.info(`shell initial JS before the sign-in form is visible: ${kb(timing.initialJsGzip)} KB gzip`);
    console.info(`  ${timing.initialScripts.length} scripts: ${timing.initialScripts.join(' ')}`);
    console.info(
      `  budget ${SHELL_INITIAL_JS_BUDGET_KB} KB: ${timing.initialJsGzip / 1024 <= SHELL_INITIAL_JS_BUDGET_KB ? 'met' : 'MISSED'}`,
    );
    console.info(
      `sign-in form visible (Chromium, loopback, gzip, cold cache): median ${timing.medianMs} ms of ${LOADS}`,
    );
    console.info(`  samples: ${timing.samples.join(', ')} ms`);
    console.info(
      `  budget ${SIGN_IN_VISIBLE_BUDGET_MS} ms: ${timing.medianMs <= SIGN_IN_VISIBLE_BUDGET_MS ? 'met' : 'MISSED'}`,
    );
  } finally {
    await Promise.all(sites.map((site) => site.close()));
  }
};

void main();
