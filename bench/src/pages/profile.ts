import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A node of Chromium's CPU profile (Profiler.Profile), as much as the summary reads. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where the page's main thread spent its time: self time by script and by function, in ms. */
export interface ProfileSummary {
  totalMs: number;
  byScript: Array<[string, number]>;
  byFunction: Array<[string, number]>;
}

const SAMPLING_US = 200;

const shortUrl = (url: string) => {
  if (!url) return '(browser)';
  try {
    const parsed = new URL(url);
    return `:${parsed.port}${parsed.pathname}`;
  } catch {
    return url;
  }
};

const top = (times: Map<string, number>, count: number): Array<[string, number]> =>
  [...times.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

/** Self time per sample, summed by script and by function. */
export const summariseProfile = (profile: CpuProfile, count = 15): ProfileSummary => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    // Idle time is the main thread waiting: not part of the page's work.
    if (functionName === '(idle)') return;
    totalMs += ms;
    const script = shortUrl(url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${script}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  return { totalMs, byScript: top(byScript, count), byFunction: top(byFunction, count) };
};

/** Starts Chromium's sampling profiler on the page; the answer stops it and summarises. */
export const profilePage = async (page: Page): Promise<() => Promise<ProfileSummary>> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    // BENCH_PROFILE_DIR keeps the whole profile, for Chromium's DevTools (Performance, Load profile).
    const folder = process.env.BENCH_PROFILE_DIR;
    if (folder) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `page-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    }
    return summariseProfile(profile as unknown as CpuProfile);
  };
};

export const printProfile = (name: string, summary: ProfileSummary) => {
  console.info(`  main thread of ${name} (cold): ${summary.totalMs.toFixed(0)} ms busy (self time)`);
  console.info('    by script:');
  for (const [script, ms] of summary.byScript)
    console.info(`      ${ms.toFixed(0).padStart(6)} ms  ${script}`);
  console.info('    by function:');
  for (const [fn, ms] of summary.byFunction) console.info(`      ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
};
