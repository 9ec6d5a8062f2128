import { candidateLinkPath, proctoringMessages, proctoringTexts } from '@canstring/contracts';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { graphql, type Member, tokenOf, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { keepPeerConnections } from './conference-kit';
import { administratorAccount } from './meeting-kit';
import { testPlatform } from './platform';

/**
 * A proctored exam end to end (issue "Proctored exams" item 6), with the real services, Janus and
 * Chromium's fake camera and screen, in the network namespace of infra/bin/media-netns.sh: the
 * examiner creates an exam for a class and starts the test; two candidates share screen and camera
 * and start; the examiner sees both cameras in the grid, selects one and decodes their screen and
 * camera; a message reaches that candidate alone; a candidate's tab switch is flagged on the
 * examiner's list with a still; Stop Test exits both; the report lists both. Someone outside the class
 * is refused the candidate link, and a candidate's forged testStarted is refused.
 */

interface Person {
  member: Member;
  page: Page;
  close(): Promise<void>;
}

const open = async (browser: Browser, request: APIRequestContext, member: Member, path: string) => {
  const signedIn = await signedInMember(browser, request, member);
  await keepPeerConnections(signedIn.page);
  await signedIn.page.goto(`${testPlatform().shellUrl}${path}`);
  return { member, page: signedIn.page, close: () => signedIn.context.close() };
};

/** framesDecoded of the inbound stream shown by a <video>, and its picture's width. */
const decoding = (video: Locator) =>
  video.evaluate(async (element) => {
    const el = element as HTMLVideoElement;
    const trackId = (el.srcObject as MediaStream | null)?.getVideoTracks()[0]?.id;
    const kept =
      (window as unknown as { keptPeerConnections?: RTCPeerConnection[] }).keptPeerConnections ?? [];
    let frames = -1;
    for (const pc of kept) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (s: { type: string; trackIdentifier?: string; framesDecoded?: number }) => {
          if (s.type === 'inbound-rtp' && s.trackIdentifier === trackId) frames = s.framesDecoded ?? 0;
        },
      );
    }
    return { width: el.videoWidth, frames };
  });

/** The <video> shows a picture and its decoded frames go up. */
const expectDecoding = async (video: Locator) => {
  await expect.poll(async () => (await decoding(video)).width, { timeout: 45_000 }).toBeGreaterThan(0);
  const before = (await decoding(video)).frames;
  await expect.poll(async () => (await decoding(video)).frames, { timeout: 15_000 }).toBeGreaterThan(before);
};

/** A local preview <video> shows a picture. */
const expectPicture = async (video: Locator) =>
  expect
    .poll(() => video.evaluate((el) => (el as HTMLVideoElement).videoWidth), { timeout: 45_000 })
    .toBeGreaterThan(0);

const candidateRow = (examiner: Page, member: Member) =>
  examiner.locator(`[data-testid="candidate-row"][data-user-id="${member.id}"]`);

/** The candidate shares screen and camera, and starts once the examiner's test is running. */
const shareAndStart = async (candidate: Person) => {
  const view = candidate.page.getByTestId('candidate-view');
  await expect(view).toHaveAttribute('data-status', /waiting|ready/, { timeout: 30_000 });
  await candidate.page.getByTestId('share-media').click();
  await expectPicture(candidate.page.getByTestId('own-screen'));
  await expectPicture(candidate.page.getByTestId('own-camera'));
  await candidate.page.getByTestId('start-test').click();
  await expect(candidate.page.getByTestId('test-started-message')).toHaveText(proctoringTexts.testStarted, {
    timeout: 30_000,
  });
  await expect(view).toHaveAttribute('data-status', 'started');
};

test('an examiner proctors two candidates: grid, selected screen and camera, a message to one, a tab switch flagged with a still, Stop Test exits both, the report lists both; outsiders and forged starts refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await administratorAccount(request);
  const [cy, dee, outsider] = await newMembers(request, ['Cand', 'Cand', 'Out']);
  const className = uniqueName('Proctored class');
  const groupId = await newGroup(request, className, [admin, cy!, dee!]);
  const people: Person[] = [];
  try {
    // The examiner creates the exam for the class from the exams page.
    const examiner = await open(browser, request, admin, '/proctoring/examinor');
    people.push(examiner);
    const form = examiner.page.getByTestId('create-exam-form');
    await form.getByTestId('exam-class-input').selectOption(groupId);
    const title = uniqueName('Midterm');
    await form.getByTestId('exam-title-input').fill(title);
    await form.getByTestId('exam-duration-input').fill('30');
    await form.getByTestId('create-exam-submit').click();
    const created = examiner.page.getByTestId('exam-created');
    await expect(created).toBeVisible({ timeout: 30_000 });
    const examId = Number(await created.getAttribute('data-id'));
    await expect(created.getByTestId('exam-candidate-link')).toContainText(candidateLinkPath(examId));
    await created.getByTestId('exam-open-examiner').click();
    const examinerView = examiner.page.getByTestId('examiner-view');
    await expect(examinerView).toHaveAttribute('data-status', 'scheduled', { timeout: 30_000 });
    await examiner.page.getByTestId('test-toggle').click();
    await expect(examinerView).toHaveAttribute('data-status', 'started');
    await expect(examiner.page.getByTestId('test-toggle')).toHaveText(proctoringTexts.stopTest);
    await expect(examiner.page.getByTestId('exam-timer')).toHaveText(/^\d{2}:\d{2}(:\d{2})?$/);

    // Someone outside the class is refused the candidate link.
    const stranger = await open(browser, request, outsider!, candidateLinkPath(examId));
    people.push(stranger);
    // The exam itself is refused to them (its query, before any room): the server's words shown.
    await expect(stranger.page.getByText(proctoringMessages.notInClass)).toBeVisible({ timeout: 30_000 });
    await expect(stranger.page.getByTestId('share-media')).toHaveCount(0);
    await stranger.close();

    // Two candidates share screen and camera, and start.
    const first = await open(browser, request, cy!, candidateLinkPath(examId));
    people.push(first);
    await shareAndStart(first);
    const second = await open(browser, request, dee!, candidateLinkPath(examId));
    people.push(second);
    await shareAndStart(second);

    // The examiner: both in the list and both cameras decoding in the grid.
    for (const candidate of [cy!, dee!]) {
      await expect(candidateRow(examiner.page, candidate)).toHaveAttribute('data-started', 'true', {
        timeout: 30_000,
      });
      await expectDecoding(
        examiner.page.locator(`[data-testid="grid-camera"][data-user-id="${candidate.id}"]`),
      );
    }
    await expect(candidateRow(examiner.page, cy!).getByTestId('candidate-elapsed')).not.toHaveText('00:00');

    // A candidate's forged testStarted is refused (the room's rights: only the examiner).
    const participantId = await candidateRow(examiner.page, cy!).getAttribute('data-participant-id');
    expect(participantId).toBeTruthy();
    const forged = await graphql(
      request,
      'mutation($p: ID!) { sendRoomSignal(participantId: $p, method: "testStarted", payload: "{}") { version } }',
      { p: participantId },
      await tokenOf(request, cy!.email, cy!.password),
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await expect(first.page.getByTestId('candidate-view')).toHaveAttribute('data-status', 'started');

    // Selected: their screen and camera large, decoding.
    // (The page may have selected someone already: Dee first, then Cy, so the play icon is used.)
    if ((await candidateRow(examiner.page, dee!).getAttribute('data-selected')) !== 'true')
      await candidateRow(examiner.page, dee!).getByTestId('candidate-play').click();
    await expect(candidateRow(examiner.page, dee!)).toHaveAttribute('data-selected', 'true');
    await candidateRow(examiner.page, cy!).getByTestId('candidate-play').click();
    await expect(candidateRow(examiner.page, cy!)).toHaveAttribute('data-selected', 'true');
    await expect(candidateRow(examiner.page, cy!).getByTestId('candidate-play')).toHaveCount(0);
    await expectDecoding(examiner.page.getByTestId('selected-screen'));
    await expectDecoding(examiner.page.getByTestId('selected-camera'));

    // A message reaches that candidate alone.
    await candidateRow(examiner.page, cy!).getByTestId('candidate-chat').click();
    const input = examiner.page.getByTestId('message-input');
    await expect(input).toHaveAttribute('placeholder', proctoringTexts.messagePlaceholder);
    await input.fill('Eyes on your own screen, please');
    await input.press('Enter');
    await expect(first.page.getByTestId('examiner-message-text')).toHaveText(
      'Eyes on your own screen, please',
      {
        timeout: 30_000,
      },
    );
    await first.page.getByTestId('examiner-message-close').click();
    await expect(first.page.getByTestId('examiner-message')).toHaveCount(0);
    await expect(second.page.getByTestId('examiner-message')).toHaveCount(0);

    // The second candidate switches to another tab: flagged on the examiner's list, with a still.
    // Headless Chromium tells a page it keeps the focus whatever happens: let it lose it as a real
    // window does, so the other tab's coming to the front blurs the exam's page.
    const focus = await second.page.context().newCDPSession(second.page);
    await focus.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const otherTab = await second.page.context().newPage();
    await otherTab.goto('about:blank');
    await otherTab.bringToFront();
    const deeRow = candidateRow(examiner.page, dee!);
    await expect(deeRow.getByTestId('candidate-flag')).toBeVisible({ timeout: 30_000 });
    await otherTab.close();
    await second.page.bringToFront();
    await deeRow.getByTestId('candidate-play').click();
    const tabFlag = examiner.page
      .locator(`[data-testid="flag-timeline"][data-user-id="${dee!.id}"]`)
      .locator('[data-testid="timeline-flag"][data-kind="tabLeft"]')
      .first();
    await expect(tabFlag).toBeVisible({ timeout: 30_000 });
    const still = tabFlag.getByTestId('flag-still').first();
    await expect
      .poll(() => still.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // Stop Test: both candidates are exited; the report lists both.
    await examiner.page.getByTestId('test-toggle').click();
    await expect(examinerView).toHaveAttribute('data-status', 'stopped', { timeout: 30_000 });
    for (const candidate of [first, second]) {
      await expect(candidate.page.getByTestId('candidate-exited')).toBeVisible({ timeout: 30_000 });
    }
    await examiner.page.goto(`${testPlatform().shellUrl}/proctoring/examinor?exam=${examId}&view=report`);
    const report = examiner.page.getByTestId('exam-report');
    await expect(report).toBeVisible({ timeout: 30_000 });
    for (const candidate of [cy!, dee!]) {
      await expect(
        report.locator(`[data-testid="report-row"][data-user-id="${candidate.id}"]`),
      ).toBeVisible();
    }
    await expect(
      report
        .locator(
          `[data-testid="report-row"][data-user-id="${dee!.id}"] [data-testid="report-flag"][data-kind="tabLeft"]`,
        )
        .first(),
    ).toBeVisible();
  } finally {
    for (const person of people) await person.close().catch(() => undefined);
  }
});
