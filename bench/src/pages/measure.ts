import type { BrowserContext, Page, Response } from '@playwright/test';
import { type ProfileSummary, profilePage } from './profile';
import type { ShownCheck } from './steps';

/** One request of a step, in ms from the step's start (navigation or click). */
export interface WaterfallEntry {
  url: string;
  startMs: number;
  endMs: number;
  transferBytes: number;
  /** A GraphQL request's operation. */
  operation?: string;
}

export interface StepTiming {
  ms: number;
  waterfall: WaterfallEntry[];
  /** The main thread's work, when the step was profiled. */
  profile?: ProfileSummary;
}

/** How a page is opened and what it shows when done (ours or the bare one). */
export interface Timed {
  start:
    | { kind: 'navigate'; url: string }
    | { kind: 'click'; prepare(page: Page): Promise<void>; act(page: Page): Promise<void> };
  shown: ShownCheck;
  shownArg: string;
}

const SHOWN_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    benchClickAt?: number;
  }
}

/** performance.now() in the page at the first animation frame where the check holds. */
const shownAt = async (page: Page, shown: ShownCheck, arg: string): Promise<number> => {
  const handle = await page.waitForFunction(shown, arg, { polling: 'raf', timeout: SHOWN_TIMEOUT_MS });
  return (await handle.jsonValue()) as number;
};

const waterfallSince = (page: Page, since: number): Promise<WaterfallEntry[]> =>
  page.evaluate(
    (since) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= since)
        .map((entry) => ({
          url: entry.name,
          startMs: entry.startTime - since,
          endMs: entry.responseEnd - since,
          transferBytes: entry.transferSize,
        })),
    since,
  );

const operationOf = (body: string | null): string => {
  try {
    return (JSON.parse(body ?? '') as { operationName?: string }).operationName ?? '(unnamed)';
  } catch {
    return '(not JSON)';
  }
};

/** Names the waterfall's GraphQL rows with the operations, in the order they were asked. */
const namedOperations = (entries: WaterfallEntry[], operations: string[]): WaterfallEntry[] => {
  let next = 0;
  return [...entries]
    .sort((a, b) => a.startMs - b.startMs)
    .map((entry) => {
      if (!new URL(entry.url).pathname.endsWith('/graphql')) return entry;
      const operation = operations[next++];
      return operation ? { ...entry, operation } : entry;
    });
};

/**
 * Opens a page in the context and times the step: from the navigation's start, or from the click
 * (taken in the page at the click event), to the first frame showing what the step waits for.
 * `onResponse` hears every response from the start on (the bench reads the bytes a step loads);
 * `profiled` records the main thread's work until the step is shown.
 */
export const timeStep = async (
  context: BrowserContext,
  timed: Timed,
  onResponse?: (response: Response) => void,
  profiled = false,
): Promise<{ page: Page; timing: StepTiming }> => {
  const page = await context.newPage();
  const stopProfile = profiled ? await profilePage(page) : undefined;
  let listening = false;
  page.on('response', (response) => {
    if (listening) onResponse?.(response);
  });
  // The GraphQL operations in the order they are asked, to name the waterfall's GraphQL rows.
  const operations: string[] = [];
  page.on('request', (request) => {
    if (listening && new URL(request.url()).pathname.endsWith('/graphql')) {
      operations.push(operationOf(request.postData()));
    }
  });
  let startedAt = 0;
  if (timed.start.kind === 'navigate') {
    listening = true;
    await page.goto(timed.start.url, { waitUntil: 'commit' });
  } else {
    await timed.start.prepare(page);
    await page.evaluate(() => {
      window.benchClickAt = undefined;
      document.addEventListener(
        'click',
        () => {
          window.benchClickAt ??= performance.now();
        },
        { capture: true, once: true },
      );
    });
    listening = true;
    await timed.start.act(page);
  }
  const at = await shownAt(page, timed.shown, timed.shownArg);
  listening = false;
  const profile = await stopProfile?.();
  if (timed.start.kind === 'click') {
    startedAt = await page.evaluate(() => window.benchClickAt ?? Number.NaN);
  }
  const waterfall = namedOperations(await waterfallSince(page, startedAt), operations);
  return { page, timing: { ms: at - startedAt, waterfall, ...(profile ? { profile } : {}) } };
};
