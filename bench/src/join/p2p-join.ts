import type { Member } from '@canstring/e2e/kit/admin-kit';
import { signedInMember } from '@canstring/e2e/kit/chat-kit';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { addProbes, waitForFirstFrame } from './probes';

const ATTEND = '[data-testid="call-attend"]';
const CALL_REMOTE_VIDEO = '[data-testid="call-remote-video"]';

/**
 * Peer-to-peer calls in our app, `calls` times between the same two members: A calls from the chat
 * with B, B clicks Attend (B's join), timed on B's page from that click to A's first picture; then A
 * hangs up and B dismisses the notice.
 */
export const p2pJoins = async (
  browser: Browser,
  request: APIRequestContext,
  [caller, callee]: [Member, Member],
  calls: number,
): Promise<number[]> => {
  const b = await signedInMember(browser, request, callee);
  const a = await signedInMember(browser, request, caller, { user: callee.id });
  try {
    await addProbes(b.context, ATTEND, CALL_REMOTE_VIDEO);
    await b.page.reload();
    await expect(b.page.getByTestId('chat-workspace')).toBeVisible();
    // B is online for A before A calls (B's open page holds a live connection).
    await expect(a.page.getByTestId('chat-presence')).toHaveText(/online/i, { timeout: 30_000 });
    const samples: number[] = [];
    for (let index = 0; index < calls; index++) {
      await a.page.getByTestId('start-call').click();
      await b.page.locator(ATTEND).click({ timeout: 30_000 });
      samples.push((await waitForFirstFrame(b.page)).firstFrameMs);
      await a.page.getByTestId('call-hang-up').click();
      await b.page.getByTestId('call-notice').getByRole('button').click();
      await expect(b.page.getByTestId('call-notice')).toHaveCount(0);
      await expect(a.page.getByTestId('call-view')).toHaveCount(0);
    }
    return samples;
  } finally {
    await a.context.close();
    await b.context.close();
  }
};
