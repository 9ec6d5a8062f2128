import path from 'node:path';
import { chromiumLaunchOptions } from '@canstring/e2e/chromium';
import { type Browser, chromium } from '@playwright/test';
import { gzipSize } from './sizes';

/** The sign-in form, as the landing page renders it. */
const SIGN_IN_FORM = 'form[aria-label="Sign in"]';

export interface LoadSample {
  /** ms from navigation start until the sign-in form is in the page and visible. */
  signInVisibleMs: number;
  /** Every script fetched before that moment (URL paths). */
  scripts: string[];
}

const loadOnce = async (browser: Browser, url: string): Promise<LoadSample> => {
  // A fresh context per load: empty cache, no stored session.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  // Checked in the page on every frame; the scripts are those the page had asked for by then
  // (what loads after the first paint, on idle, is not part of the first load).
  const handle = await page.waitForFunction(
    (selector) => {
      const form = document.querySelector(selector);
      if (!form || (form as HTMLElement).offsetHeight === 0) return false;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
        .map((entry) => new URL(entry.name).pathname);
      return { at: performance.now(), scripts };
    },
    SIGN_IN_FORM,
    { polling: 'raf', timeout: 10_000 },
  );
  const { at, scripts } = (await handle.jsonValue()) as { at: number; scripts: string[] };
  await context.close();
  return { signInVisibleMs: at, scripts };
};

export interface SignInTiming {
  samples: number[];
  medianMs: number;
  /** Gzipped bytes of the scripts loaded before the sign-in form was visible. */
  initialJsGzip: number;
  initialScripts: string[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Opens the built shell `loads` times (after one warm-up) in headless Chromium. */
export const measureSignIn = async (url: string, shellDist: string, loads: number): Promise<SignInTiming> => {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await loadOnce(browser, url);
    const samples: LoadSample[] = [];
    for (let index = 0; index < loads; index++) samples.push(await loadOnce(browser, url));
    const initialScripts = [...new Set(samples[0]!.scripts)];
    return {
      samples: samples.map((sample) => Math.round(sample.signInVisibleMs)),
      medianMs: Math.round(median(samples.map((sample) => sample.signInVisibleMs))),
      initialJsGzip: initialScripts.reduce(
        (total, script) => total + gzipSize(path.join(shellDist, script)),
        0,
      ),
      initialScripts,
    };
  } finally {
    await browser.close();
  }
};
