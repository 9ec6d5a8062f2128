import { SESSION_STORAGE_KEY } from '@canstring/contracts';
import type { Member } from '@canstring/e2e/kit/admin-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { storedSessionFor } from './sessions';

/** The machine is shared: pages get this long to open and the video to start, whatever its load. */
const OPEN_MS = 120_000;
/** How far before the next set the learner seeks, so each set is reached by playing into it. */
const LEAD_IN_SECONDS = 2;

/**
 * How late the learner's player stops at each question set, in the built product: a learner plays the
 * lesson; at each set (notes, dismissed at once) the position where the player called pause() is read
 * (hooked in the page, before anything else could move the video), then they seek to just before the
 * next set. Answers the overshoot of each stop in ms (position at pause − the set's time).
 */
export const timeMarkerPauses = async (
  browser: Browser,
  request: APIRequestContext,
  {
    learner,
    classId,
    lessonId,
    setTimes,
  }: { learner: Member; classId: string; lessonId: string; setTimes: number[] },
): Promise<number[]> => {
  const context = await browser.newContext();
  try {
    const session = JSON.stringify(await storedSessionFor(request, learner));
    // Plain JavaScript in the page, before its own: the session, and where the video stood at each pause().
    await context.addInitScript({
      content: `
        window.localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(session)});
        window.benchPauses = [];
        const pause = HTMLMediaElement.prototype.pause;
        HTMLMediaElement.prototype.pause = function () {
          if (!this.paused) window.benchPauses.push(this.currentTime);
          return pause.call(this);
        };`,
    });
    const page = await context.newPage();
    await page.goto(`${testPlatform().shellUrl}/lessons?class=${classId}&lesson=${lessonId}&view=play`, {
      timeout: OPEN_MS,
    });
    await expect(page.getByTestId('lesson-play')).toBeEnabled({ timeout: OPEN_MS });
    const lateness: number[] = [];
    await page.getByTestId('lesson-play').click();
    for (const [index, time] of setTimes.entries()) {
      const set = page.getByTestId('question-set');
      await expect(set).toBeVisible({ timeout: OPEN_MS });
      const pauses = await page.evaluate(() => (window as unknown as { benchPauses: number[] }).benchPauses);
      lateness.push(((pauses.at(-1) ?? Number.NaN) - time) * 1000);
      await set.getByTestId('note-dismiss').click();
      await expect(set).toBeHidden({ timeout: OPEN_MS });
      const next = setTimes[index + 1];
      if (next !== undefined) await page.getByTestId('lesson-seek-bar').fill(String(next - LEAD_IN_SECONDS));
    }
    return lateness;
  } finally {
    await context.close();
  }
};
