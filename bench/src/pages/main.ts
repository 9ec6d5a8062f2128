import type { RuntimeConfig } from '@canstring/contracts';
import { chromiumLaunchOptions, fakeMediaArgs } from '@canstring/e2e/chromium';
import { administratorToken, uniqueName } from '@canstring/e2e/kit/admin-kit';
import { keepSession, newGroup, newMembers, storedSessionOf } from '@canstring/e2e/kit/chat-kit';
import { scheduleThroughGateway } from '@canstring/e2e/kit/meeting-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import { type Browser, chromium, request as playwrightRequest, type Response } from '@playwright/test';
import { launchPlatform, missingBuilds } from '../join/platform';
import { positive } from '../settings';
import { type BareSite, type BareStep, serveBarePages } from './bare-page';
import { type StepTiming, type Timed, timeStep } from './measure';
import { printProfile } from './profile';
import { loadLine, meetsBudget, printReport, type StepFigures } from './report';
import { type PageStep, pageSteps, type StepSetting } from './steps';

const oursTimed = (step: PageStep, setting: StepSetting): Timed => ({
  start:
    step.start.kind === 'navigate'
      ? { kind: 'navigate', url: step.start.url(setting) }
      : {
          kind: 'click',
          prepare: (page) =>
            (step.start as Extract<PageStep['start'], { kind: 'click' }>).prepare(page, setting),
          act: (page) => (step.start as Extract<PageStep['start'], { kind: 'click' }>).act(page),
        },
  shown: step.shown,
  shownArg: step.shownArg(setting),
});

const printWaterfall = (name: string, timing: StepTiming) => {
  console.info(`  waterfall of ${name} (cold): ${timing.ms.toFixed(0)} ms`);
  for (const entry of [...timing.waterfall].sort((a, b) => a.startMs - b.startMs)) {
    const url = new URL(entry.url);
    console.info(
      `    ${entry.startMs.toFixed(0).padStart(6)} → ${entry.endMs.toFixed(0).padStart(6)}  ${(entry.transferBytes / 1024).toFixed(1).padStart(7)} KB  :${url.port}${url.pathname}${entry.operation ? ` ${entry.operation}` : ''}`,
    );
  }
};

/**
 * Our page for a step, cold (a fresh browser context: empty cache, no stored state but the session
 * where the step needs one) then warm (a second visit in the same context). `onResponse` hears the
 * cold visit's responses.
 */
const oursOnce = async (
  browser: Browser,
  step: PageStep,
  setting: StepSetting,
  session: Parameters<typeof keepSession>[1],
  onResponse?: (response: Response) => void,
  profiled = false,
) => {
  const context = await browser.newContext();
  try {
    if (step.signedIn) await keepSession(context, session);
    const timed = oursTimed(step, setting);
    const cold = await timeStep(context, timed, onResponse, profiled);
    // The second visit of the sign-in starts signed out again.
    if (step.key === 'sign-in-chat') await cold.page.evaluate(() => window.localStorage.clear());
    await cold.page.close();
    const warm = await timeStep(context, timed);
    return { cold: cold.timing, warm: warm.timing };
  } finally {
    await context.close();
  }
};

const bareOnce = async (browser: Browser, timed: Timed) => {
  const context = await browser.newContext();
  try {
    const cold = await timeStep(context, timed);
    await cold.page.close();
    const warm = await timeStep(context, timed);
    return { cold: cold.timing, warm: warm.timing };
  } finally {
    await context.close();
  }
};

/**
 * The pages a person waits for, in the built product started by its launcher and Debian's Chromium:
 * the sign-in form, sign-in to the chat list, the first opening of Administration, the guest's name
 * prompt and the host's camera check; each cold and warm, beside a bare page of the same bytes from
 * the same static server, alternating, `BENCH_RUNS` times after one warm-up.
 */
const main = async () => {
  const runs = positive('BENCH_RUNS', 9);
  const waterfall = process.env.BENCH_WATERFALL === '1';
  const profiled = process.env.BENCH_PROFILE === '1';
  const only = process.env.BENCH_STEPS?.split(',').map((key) => key.trim());
  const steps = pageSteps.filter((step) => !only || only.includes(step.key));
  const missing = missingBuilds();
  if (missing.length) {
    console.error(`Build first (pnpm run build); no dist for: ${missing.join(', ')}`);
    process.exitCode = 1;
    return;
  }
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    console.info(`pages bench: ${loadLine()}`);
    console.info('starting the platform from the built bundles (launcher, fresh data folder)');
    const platform = await launchPlatform();
    cleanups.unshift(() => platform.stop());
    const { shellUrl, gatewayUrl, adminEmail, adminPassword } = testPlatform();
    const request = await playwrightRequest.newContext();
    cleanups.unshift(() => request.dispose());
    const runtime = (await (await request.get(`${shellUrl}/runtime-config.json`)).json()) as RuntimeConfig;

    const [member] = await newMembers(request, ['Pg']);
    const groupId = await newGroup(request, uniqueName('Pages bench'), [member!]);
    const title = uniqueName('Pages bench');
    const alias = await scheduleThroughGateway(
      request,
      await administratorToken(request),
      { groupId },
      title,
    );
    const setting: StepSetting = { shellUrl, alias, title, email: adminEmail, password: adminPassword };
    const session = await storedSessionOf(request, { email: adminEmail, password: adminPassword });

    const browser = await chromium.launch(chromiumLaunchOptions(fakeMediaArgs));
    cleanups.unshift(() => browser.close());

    const figures: StepFigures[] = [];
    for (const step of steps) {
      console.info(`${step.name}: ${runs} runs (after one warm-up), ours then the bare page, cold then warm`);
      // The warm-up visit also reads what our page loads, for the bare page of the same bytes.
      const bodies: Promise<Buffer>[] = [];
      await oursOnce(browser, step, setting, session, (response) => {
        const url = response.url();
        if (url.startsWith(gatewayUrl) || response.request().method() !== 'GET' || response.status() !== 200)
          return;
        bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      const texts = await Promise.all(bodies);
      const bareStep: BareStep = {
        key: step.key,
        kind: step.start.kind,
        camera: step.camera,
        texts,
        bytes: texts.reduce((total, text) => total + text.length, 0),
      };
      const bare: BareSite = await serveBarePages([bareStep], runtime);
      try {
        await bareOnce(browser, bare.timed(step.key));
        const figure: StepFigures = {
          name: step.name,
          budgetMs: step.budgetMs,
          bytes: bareStep.bytes,
          ours: { cold: [], warm: [] },
          bare: { cold: [], warm: [] },
        };
        for (let run = 1; run <= runs; run++) {
          // The profiler slows the page: a profiled visit is one more, outside the figures.
          if (profiled && run === 1) {
            const seen = await oursOnce(browser, step, setting, session, undefined, true);
            if (seen.cold.profile) printProfile(step.name, seen.cold.profile);
          }
          const ours = await oursOnce(browser, step, setting, session);
          const base = await bareOnce(browser, bare.timed(step.key));
          if (waterfall && run === 1) printWaterfall(step.name, ours.cold);
          figure.ours.cold.push(ours.cold.ms);
          figure.ours.warm.push(ours.warm.ms);
          figure.bare.cold.push(base.cold.ms);
          figure.bare.warm.push(base.warm.ms);
          console.info(
            `  run ${run}: ours ${ours.cold.ms.toFixed(0)} / ${ours.warm.ms.toFixed(0)} ms, bare ${base.cold.ms.toFixed(0)} / ${base.warm.ms.toFixed(0)} ms (cold / warm)`,
          );
        }
        figures.push(figure);
      } finally {
        await bare.close();
      }
    }
    printReport(figures, runs);
    if (!figures.every(meetsBudget)) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
