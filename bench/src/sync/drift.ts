import {
  meetingScreenTexts,
  roomScreenTexts,
  SESSION_STORAGE_KEY,
  type StoredSession,
} from '@canstring/contracts';
import { graphql } from '@canstring/e2e/kit/admin-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { gql } from '../room/gateway-calls';
import { type Spread, spreadOf } from './page-job';

const SIGNAL = /* GraphQL */ `
  mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }
`;

/** The machine is shared: pages get this long to open and enter, whatever its load. */
const OPEN_MS = 120_000;

/** The administrator's session as the shell keeps it after signing in, for the host's browser. */
const hostSession = async (request: APIRequestContext): Promise<StoredSession> => {
  const { adminEmail, adminPassword } = testPlatform();
  const answer = await graphql<{
    signIn: {
      token: string;
      expiresAt: string;
      user: { id: string; firstName: string; lastName: string | null; role: number };
    };
  }>(
    request,
    `mutation ($email: String!, $password: String!) {
      signIn(email: $email, password: $password) { ... on Session { token expiresAt user { id firstName lastName role } } }
    }`,
    { email: adminEmail, password: adminPassword },
  );
  const session = answer.data?.signIn;
  if (!session) throw new Error(`the administrator could not sign in: ${JSON.stringify(answer.errors)}`);
  const userId = Number(session.user.id);
  return {
    token: session.token,
    user_id: userId,
    user_role: session.user.role,
    email_id: adminEmail,
    device: 'web',
    userDetail: {
      first_name: session.user.firstName,
      last_name: session.user.lastName,
      user_id: userId,
      user_role: session.user.role,
      email_id: adminEmail,
    },
    expires_at: session.expiresAt,
  };
};

/** Past the device preview into the live room. */
const enter = async (page: Page) => {
  await page.getByTestId('device-preview').getByTestId('preview-continue').click({ timeout: OPEN_MS });
  await expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live', {
    timeout: OPEN_MS,
  });
};

/** The host (the organizer) in a browser of their own, on the host page. */
const hostEnters = async (browser: Browser, request: APIRequestContext, alias: string) => {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(await hostSession(request)),
  ] as const);
  const page = await context.newPage();
  await page.goto(`${testPlatform().shellUrl}/host/${alias}`, { timeout: OPEN_MS });
  await enter(page);
  return { context, page };
};

/** A guest with the public link, name and phone, in a browser of their own. */
const guestEnters = async (browser: Browser, alias: string, name: string) => {
  const texts = meetingScreenTexts.entry;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${testPlatform().shellUrl}/join/${alias}`, { timeout: OPEN_MS });
  const popup = page.getByTestId('enter-name');
  await popup.getByRole('textbox', { name: new RegExp(`^${texts.name}`) }).fill(name, { timeout: OPEN_MS });
  await popup.getByLabel(texts.phone, { exact: false }).fill('(416) 555-0123');
  await popup.getByRole('button', { name: texts.join }).click();
  await enter(page);
  return { context, page };
};

/** Where one page's shared player stands: its position and the wall-clock instant it was read. */
interface Reading {
  time: number;
  wallMs: number;
  paused: boolean;
}

const readVideo = (page: Page): Promise<Reading> =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="shared-video"]');
    return {
      time: video?.currentTime ?? Number.NaN,
      wallMs: performance.timeOrigin + performance.now(),
      paused: video?.paused ?? true,
    };
  });

const readYoutube = (page: Page): Promise<Reading> =>
  page.evaluate(() => {
    const yt = (
      window as unknown as {
        YT?: { standInPlayers: { getCurrentTime(): number; getPlayerState(): number }[] };
      }
    ).YT;
    const player = yt?.standInPlayers[0];
    return {
      time: player?.getCurrentTime() ?? Number.NaN,
      wallMs: performance.timeOrigin + performance.now(),
      paused: player?.getPlayerState() !== 1,
    };
  });

/**
 * How far each follower's player stands from the host's, in ms: read on every page at once, each
 * position taken back to a common instant (all play at rate 1), so reading order does not count.
 */
const driftsNow = async (host: Page, followers: Page[], read: (page: Page) => Promise<Reading>) => {
  const [h, ...f] = await Promise.all([host, ...followers].map(read));
  return f.map((r) => Math.abs(r.time * 1000 - r.wallMs - (h!.time * 1000 - h!.wallMs)));
};

export interface DriftFigures {
  followers: number;
  seeks: number;
  mp4: Spread;
  youtube: Spread;
}

/** Positions (s) the host seeks to, in turn: forward and back, within the 30 s clip. */
const SEEKS = [20, 6, 24, 3, 15, 9, 27, 12];
/** A seek's effect is read this long after it (the followers' seek and buffering included). */
const SETTLE_MS = 1_500;

/**
 * Player drift after the host seeks, in real browsers on the built product: the host and
 * `followers` guests in one room; the host shares the mp4 (then a YouTube link, played by the IFrame
 * API's stand-in the platform serves), plays it, and seeks to each of SEEKS; after each, how far
 * every follower's player is from the host's.
 */
export const measureDrift = async (
  browser: Browser,
  request: APIRequestContext,
  {
    alias,
    followers,
    hostToken,
    videoId,
  }: { alias: string; followers: number; hostToken: string; videoId: number },
): Promise<DriftFigures> => {
  const people: { context: BrowserContext; page: Page }[] = [];
  try {
    const host = await hostEnters(browser, request, alias);
    people.push(host);
    for (let i = 0; i < followers; i += 1) people.push(await guestEnters(browser, alias, `Follower${i + 1}`));
    const others = people.slice(1).map((p) => p.page);
    await host.page.getByTestId('toolbar-start').click({ timeout: OPEN_MS });

    // The host's shareDoc as the popup sends it (the popup itself is the e2e spec's).
    const own = host.page
      .getByTestId('participant-row')
      .filter({ hasText: roomScreenTexts.participants.you })
      .first();
    const participantId = (await own.getAttribute('data-participant-id'))!;
    const share = (payload: unknown) =>
      gql(testPlatform().gatewayUrl, hostToken, SIGNAL, {
        p: participantId,
        m: 'shareDoc',
        d: JSON.stringify(payload),
      });

    await share({ attachmentId: videoId });
    for (const page of [host.page, ...others])
      await expect
        .poll(() => page.getByTestId('shared-video').evaluate((v: HTMLVideoElement) => v.readyState), {
          timeout: OPEN_MS,
        })
        .toBeGreaterThanOrEqual(1);
    await host.page.getByTestId('shared-video').evaluate((v: HTMLVideoElement) => v.play());
    for (const page of others)
      await expect.poll(async () => (await readVideo(page)).paused, { timeout: OPEN_MS }).toBe(false);
    const mp4: number[] = [];
    for (const to of SEEKS) {
      await host.page.getByTestId('shared-video').evaluate((v: HTMLVideoElement, t) => {
        v.currentTime = t;
      }, to);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      mp4.push(...(await driftsNow(host.page, others, readVideo)));
    }

    await share({ youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    for (const page of [host.page, ...others])
      await expect(page.getByTestId('shared-youtube')).toHaveAttribute('data-ready', 'true', {
        timeout: OPEN_MS,
      });
    await host.page.getByTestId('youtube-stand-in-play').click({ timeout: OPEN_MS });
    for (const page of others)
      await expect.poll(async () => (await readYoutube(page)).paused, { timeout: OPEN_MS }).toBe(false);
    const youtube: number[] = [];
    for (const to of SEEKS) {
      await host.page.getByTestId('youtube-stand-in-to').fill(String(to));
      await host.page.getByTestId('youtube-stand-in-seek').click();
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      youtube.push(...(await driftsNow(host.page, others, readYoutube)));
    }
    return { followers, seeks: SEEKS.length, mp4: spreadOf(mp4), youtube: spreadOf(youtube) };
  } finally {
    await Promise.all(people.map((p) => p.context.close()));
  }
};
