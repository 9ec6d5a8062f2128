import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions, fakeMediaArgs } from '@canstring/e2e/chromium';
import { administratorToken, uniqueName } from '@canstring/e2e/kit/admin-kit';
import { newGroup, newMembers, signedInMember } from '@canstring/e2e/kit/chat-kit';
import {
  administratorAccount,
  continuePastPreview,
  scheduleThroughGateway,
} from '@canstring/e2e/kit/meeting-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import { chromium, expect, request as playwrightRequest } from '@playwright/test';
import { positive } from '../settings';
import { serveBarePage } from './bare-page';
import { appFour, bareFour, cameraOn } from './four-in-room';
import { p2pJoins } from './p2p-join';
import { launchPlatform, missingBuilds } from './platform';
import { addProbes, type JoinTiming } from './probes';
import { fourMeetsTarget, type JoinBenchReport, joinMeetsTarget, printReport } from './report';
import { APP_JOIN, APP_REMOTE_VIDEO, appJoinOnce, bareEnterAndJoinOnce, bareJoinOnce } from './sfu-join';

/** Issue "Live room media": join to first remote frame at most 1.3x the bare janus.js page's, and under 1.5 s. */
const TARGETS = { maxRatio: 1.3, maxMs: 1_500 };
const RUN_HINT = 'bash infra/bin/media-netns.sh pnpm --filter @canstring/bench run join';

/**
 * Joining a live room, in the built product started by its launcher (Janus included) and Debian's
 * Chromium with the fake camera: a member's click on Continue to the host's first decoded frame, N
 * times, alternating with a bare janus.js page that joins the same Janus room with a pass obtained the
 * same way (the baseline); a peer-to-peer call's Attend to the first frame; then four participants in
 * one room, frames decoded and dropped per participant, our app against four bare pages.
 */
const main = async () => {
  const joins = positive('BENCH_JOINS', 5);
  // BENCH_PARTS=sfu (or p2p, four, comma-separated) runs only those parts; all by default.
  const parts = new Set((process.env.BENCH_PARTS ?? 'p2p,sfu,four').split(',').map((p) => p.trim()));
  const windowMs = positive('BENCH_WINDOW_S', 20) * 1000;
  // BENCH_TRACE=<folder>: a Chromium performance trace of each of our app's counted joins.
  const traceDir = process.env.BENCH_TRACE;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  console.info(`join bench: run it inside the media network namespace, after pnpm run build:\n  ${RUN_HINT}`);
  const missing = missingBuilds();
  if (missing.length) {
    console.error(`Build first (pnpm run build); no dist for: ${missing.join(', ')}`);
    process.exitCode = 1;
    return;
  }
  if (!process.env.E2E_JANUS_INTERFACE) {
    console.error(`Janus needs the media network namespace (it skips loopback): run\n  ${RUN_HINT}`);
    process.exitCode = 1;
    return;
  }

  const cleanups: (() => Promise<unknown>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
    })();
    return cleaning;
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.info('starting the platform from the built bundles (launcher, Janus on the namespace address)');
    const platform = await launchPlatform();
    cleanups.unshift(() => platform.stop());
    const bareSite = await serveBarePage();
    cleanups.unshift(() => bareSite.close());
    const request = await playwrightRequest.newContext();
    cleanups.unshift(() => request.dispose());
    const browser = await chromium.launch({ ...chromiumLaunchOptions(fakeMediaArgs), headless: true });
    cleanups.unshift(() => browser.close());

    // One warm-up join of each kind, not counted; three for the app's room of four (with the host),
    // four for the bare pages' room of four.
    const roomMembers = await newMembers(
      request,
      Array.from({ length: 3 * (joins + 1) + 3 + 4 }, () => 'Jn'),
    );
    const groupId = await newGroup(request, uniqueName('Join bench'), roomMembers);
    const alias = await scheduleThroughGateway(
      request,
      await administratorToken(request),
      { groupId },
      uniqueName('Join bench'),
    );
    const take = (count: number) => roomMembers.splice(0, count);

    console.info(
      `peer-to-peer: ${joins} calls (after one warm-up) between two members (before the room opens)`,
    );
    const [caller, callee] = await newMembers(request, ['JnCall', 'JnCall']);
    const p2p = parts.has('p2p')
      ? (await p2pJoins(browser, request, [caller!, callee!], joins + 1)).slice(1)
      : [];

    console.info(`the host starts the meeting and turns the camera on (${testPlatform().shellUrl})`);
    const host = await signedInMember(browser, request, await administratorAccount(request));
    let hostOpen = true;
    cleanups.unshift(async () => hostOpen && host.context.close());
    await addProbes(host.context, APP_JOIN, APP_REMOTE_VIDEO);
    await host.page.goto(`${testPlatform().shellUrl}/host/${alias}`);
    await continuePastPreview(host.page);
    await expect(host.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
    await host.page.getByTestId('toolbar-start').click();
    await cameraOn(host.page);

    console.info(
      `SFU: ${joins} joins each (after one warm-up), our app, the bare page and the bare page entering the room in turn`,
    );
    const app: JoinTiming[] = [];
    const bare: JoinTiming[] = [];
    const bareEntering: JoinTiming[] = [];
    for (let round = 0; parts.has('sfu') && round <= joins; round++) {
      const [forApp, forBare, forBareEntering] = take(3);
      const appJoin = await appJoinOnce(
        browser,
        request,
        forApp!,
        alias,
        traceDir && round > 0 ? path.join(traceDir, `app-join-${round}.json`) : undefined,
      );
      const bareJoin = await bareJoinOnce(browser, request, forBare!, alias, bareSite.url);
      const bareEnter = await bareEnterAndJoinOnce(browser, request, forBareEntering!, alias, bareSite.url);
      console.info(
        `  ${round === 0 ? 'warm-up' : `join ${round}`}: our app ${appJoin.firstFrameMs.toFixed(0)} ms, ` +
          `bare ${bareJoin.firstFrameMs.toFixed(0)} ms, bare entering the room ${bareEnter.firstFrameMs.toFixed(0)} ms`,
      );
      if (round > 0) {
        app.push(appJoin);
        bare.push(bareJoin);
        bareEntering.push(bareEnter);
      }
    }

    let four: JoinBenchReport['four'] = null;
    if (parts.has('four')) {
      console.info('four in one room: the host and three members in our app, each with the camera on');
      const fourApp = await appFour(browser, request, host.page, take(3), alias, windowMs);
      // The host leaves so the bare pages have the machine to themselves (the room lives on without a
      // host for minutes).
      hostOpen = false;
      await host.context.close();
      console.info('four in one room: four bare janus.js pages publishing and subscribing');
      const fourBare = await bareFour(browser, request, take(4), alias, bareSite.url, windowMs);
      four = { app: fourApp, bare: fourBare, windowMs };
    }

    const report: JoinBenchReport = {
      app,
      bare,
      bareEntering,
      p2p,
      four,
      targets: TARGETS,
    };
    printReport(report);
    const sfuMissed = parts.has('sfu') && !joinMeetsTarget(report);
    if (sfuMissed || (four && !fourMeetsTarget(four))) process.exitCode = 1;
  } finally {
    await cleanUp();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
