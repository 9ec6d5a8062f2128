import {
  disqualificationLabels,
  examFlagLabels,
  proctoringMessages,
  proctoringScreenTexts,
  proctoringTexts,
} from '@canstring/contracts';
import { type FakeHandler, fakeGateway, refusal, renderWithClient } from '@canstring/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExamFileProvider } from '../common/exam-file';
import { gqlDetail, gqlExam, gqlFlag, gqlReport, gqlReportCandidate } from '../test-support/exam-fixtures';
import {
  conferenceOf,
  examRoom,
  examSessionStandIn,
  feedOf,
  presentPerson,
  roomCandidate,
} from '../test-support/exam-session-stand-in';
import { ExaminerScreen } from './examiner-screen';

const cy = presentPerson(31, 'Cy Candidate');
const di = presentPerson(32, 'Di Candidate');
const candidates = [
  roomCandidate({ userId: 31, userName: 'Cy Candidate', startedAt: '2026-03-10T18:01:00.000Z' }),
  roomCandidate({ userId: 32, userName: 'Di Candidate' }),
];
const stillFlag = gqlFlag({
  stills: [
    {
      kind: 'camera',
      contentType: 'image/jpeg',
      bytes: 10,
      path: '/proctoring/stills/7/f/camera',
      at: '2026-03-10T18:05:01.000Z',
    },
    {
      kind: 'screen',
      contentType: 'image/jpeg',
      bytes: 10,
      path: '/proctoring/stills/7/f/screen',
      at: '2026-03-10T18:05:01.000Z',
    },
  ],
});

/** Floating UI places menus with a ResizeObserver, which jsdom lacks; placement is not under test. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:still', revokeObjectURL: () => undefined });
  globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
  // jsdom plays no media: the element's source is what is checked.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

/** The gateway's answer, read when asked. */
const answering =
  (data: () => Record<string, unknown>): FakeHandler =>
  () => ({ data: data() });
const refusing =
  (message: string, code: string): FakeHandler =>
  () =>
    refusal(message, code);

let standInNow: ReturnType<typeof examSessionStandIn> | undefined;

const open = (handlers: Record<string, FakeHandler> = {}, exam = examRoom({ candidates })) => {
  const standIn = examSessionStandIn({ exam, participants: [cy, di] });
  standInNow = standIn;
  const gateway = fakeGateway({
    Exam: answering(() => ({ exam: gqlDetail() })),
    ExamReport: answering(() => ({ examReport: gqlReport({ candidates: [gqlReportCandidate()] }) })),
    ...handlers,
  });
  const loaded: string[] = [];
  const onLogOut = jest.fn();
  renderWithClient(
    gateway.client,
    <ExamFileProvider
      value={async (path) => {
        loaded.push(path);
        return new Blob(['jpeg']);
      }}
    >
      <ExaminerScreen examId={7} firstName="Ada" onLogOut={onLogOut} makeSession={() => standIn.session} />
    </ExamFileProvider>,
  );
  return { standIn, gateway, loaded, onLogOut };
};

/** The view is drawn and its effects (the session's subscription) have run. */
const shown = async () => {
  const view = await screen.findByTestId('examiner-view');
  await waitFor(() => expect(standInNow?.subscribed()).toBe(true));
  return view;
};

const row = (userId: number) =>
  screen.getAllByTestId('candidate-row').find((r) => r.dataset.userId === String(userId))!;

describe('the examiner view', () => {
  it('lists the candidates with the fixed count; play watches one and is hidden for them', async () => {
    const { standIn } = open();
    await shown();
    expect(screen.getByTestId('exam-heading').textContent).toBe('Algebra final');
    expect(screen.getByTestId('candidate-count').textContent).toBe('1');
    expect(screen.getAllByTestId('candidate-name').map((n) => n.textContent)).toEqual([
      'Cy Candidate',
      'Di Candidate',
    ]);
    expect(row(31).dataset.participantId).toBe(cy.participantId);
    expect(row(31).dataset.selected).toBe('false');
    expect(screen.queryByTestId('selected-candidate')).toBeNull();
    fireEvent.click(within(row(31)).getByTestId('candidate-play'));
    expect(row(31).dataset.selected).toBe('true');
    // The play icon is hidden for the one selected only.
    expect(within(row(31)).queryByTestId('candidate-play')).toBeNull();
    expect(within(row(32)).getByTestId('candidate-play')).toBeTruthy();
    await waitFor(() => expect(standIn.callsOf('select')).toContainEqual([cy.participantId]));
    expect(screen.getByTestId('selected-candidate').dataset.userId).toBe('31');
    expect(screen.queryByTestId('exam-timer')).toBeNull();
  });

  it('starts the test, shows the timer, then stops it and shows the report', async () => {
    const { standIn } = open();
    // The session exists once the view has subscribed to it: a click before then has nothing to start.
    await shown();
    const toggle = screen.getByTestId('test-toggle');
    expect(toggle.textContent).toBe(proctoringTexts.startTest);
    fireEvent.click(toggle);
    await waitFor(() => expect(standIn.callsOf('startTest')).toHaveLength(1));
    act(() =>
      standIn.setExam(
        examRoom({ candidates, status: 'started', startedAt: new Date(Date.now() - 65_000).toISOString() }),
      ),
    );
    expect(screen.getByTestId('test-toggle').textContent).toBe(proctoringTexts.stopTest);
    expect(screen.getByTestId('exam-timer').textContent).toBe('01:05');
    fireEvent.click(screen.getByTestId('test-toggle'));
    await waitFor(() => expect(standIn.callsOf('stopTest')).toHaveLength(1));
    act(() =>
      standIn.setExam(
        examRoom({
          candidates,
          status: 'stopped',
          startedAt: '2026-03-10T18:00:00.000Z',
          stoppedAt: '2026-03-10T19:02:03.000Z',
        }),
      ),
    );
    expect(screen.getByTestId('exam-timer').textContent).toBe('01:02:03');
    expect(screen.queryByTestId('test-toggle')).toBeNull();
    expect(await screen.findByTestId('exam-report')).toBeTruthy();
    expect(screen.getByTestId('examiner-view').dataset.status).toBe('stopped');
  });

  it('says why the room refused a start', async () => {
    const { standIn } = open();
    standIn.refuse('startTest', proctoringMessages.alreadyStarted);
    fireEvent.click(await screen.findByTestId('test-toggle'));
    expect((await screen.findByTestId('examiner-problem')).textContent).toContain(
      proctoringMessages.alreadyStarted,
    );
  });

  it("shows each candidate's time as they send it, and a disqualification", async () => {
    const { standIn } = open();
    await shown();
    act(() => standIn.set({ times: { 31: 125 } }));
    expect(within(row(31)).getByTestId('candidate-elapsed').textContent).toBe('02:05');
    expect(within(row(32)).getByTestId('candidate-elapsed').textContent).toBe('00:00');
    act(() =>
      standIn.setExam(
        examRoom({ candidates: [candidates[0]!, { ...candidates[1]!, disqualified: 'connectionLost' }] }),
      ),
    );
    expect(row(32).dataset.disqualified).toBe('true');
    expect(within(row(32)).getByTestId('candidate-disqualified-reason').textContent).toBe(
      disqualificationLabels.connectionLost,
    );
  });

  it('shows a flag as it comes, beside the name and in the timeline; its stills once kept', async () => {
    let detail = gqlDetail();
    const { standIn, loaded } = open({ Exam: answering(() => ({ exam: detail })) });
    await shown();
    const live = { ...gqlFlag(), examId: 7, userId: 31, stills: [] };
    act(() => standIn.set({ flags: [live] }));
    const flag = within(row(31)).getByTestId('candidate-flag');
    expect(flag.dataset.kind).toBe('tabLeft');
    expect(flag.textContent).toContain(examFlagLabels.tabLeft);
    expect(row(31).dataset.flags).toBe('1');
    expect(row(31).dataset.flagKinds).toBe('tabLeft');
    // The timeline is the selected candidate's.
    expect(screen.queryByTestId('flag-timeline')).toBeNull();
    fireEvent.click(within(row(31)).getByTestId('candidate-play'));
    const timeline = screen.getByTestId('flag-timeline');
    expect(within(timeline).getByTestId('timeline-flag').dataset.kind).toBe('tabLeft');
    expect(within(timeline).getByTestId('timeline-flag').textContent).toContain(
      proctoringScreenTexts.flagDetails.hidden,
    );
    expect(within(timeline).queryByTestId('flag-still')).toBeNull();
    // The stills are kept: the exam is read again and they show.
    detail = gqlDetail({ flags: [stillFlag] });
    act(() => standIn.emit('examFlagStill', { flagId: stillFlag.flagId, userId: 31 }));
    const stills = await within(timeline).findAllByTestId('flag-still');
    expect(stills.map((s) => s.dataset.kind)).toEqual(['camera', 'screen']);
    expect(loaded).toEqual(['/proctoring/stills/7/f/camera', '/proctoring/stills/7/f/screen']);
    expect(row(31).dataset.flags).toBe('1');
  });

  it('writes to one candidate: Enter sends, blank is ignored, X closes', async () => {
    const { standIn } = open();
    await shown();
    fireEvent.click(within(row(32)).getByTestId('candidate-chat'));
    const input = screen.getByTestId('message-input') as HTMLTextAreaElement;
    expect(input.placeholder).toBe(proctoringTexts.messagePlaceholder);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(standIn.callsOf('sendMessage')).toEqual([]);
    fireEvent.change(input, { target: { value: 'Eyes on your own screen' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(standIn.callsOf('sendMessage')).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe(''));
    expect(standIn.callsOf('sendMessage')).toEqual([[di.participantId, 'Eyes on your own screen']]);
    act(() =>
      standIn.set({
        messages: [
          {
            message: 'Eyes on your own screen',
            name: 'Ada',
            toParticipantId: di.participantId,
            at: new Date().toISOString(),
          },
        ],
      }),
    );
    expect(screen.getByTestId('sent-message').textContent).toBe('Eyes on your own screen');
    fireEvent.click(screen.getByTestId('message-close'));
    expect(screen.queryByTestId('message-box')).toBeNull();
  });

  it("watches another candidate on play, and clears the videos on the selected one's stream error", async () => {
    const { standIn } = open();
    await shown();
    fireEvent.click(within(row(32)).getByTestId('candidate-play'));
    expect(row(32).dataset.selected).toBe('true');
    expect(standIn.callsOf('select').at(-1)).toEqual([di.participantId]);
    const screenFeed = feedOf(di.participantId, 'screen', 5);
    const cameraFeed = feedOf(di.participantId, 'camera', 6);
    act(() =>
      standIn.set({
        conference: conferenceOf({ feeds: [screenFeed, cameraFeed, feedOf(cy.participantId, 'camera', 3)] }),
      }),
    );
    const selected = screen.getByTestId('selected-candidate');
    expect(selected.dataset.userId).toBe('32');
    expect((within(selected).getByTestId('selected-screen') as HTMLVideoElement).srcObject).toBe(
      screenFeed.stream,
    );
    expect((within(selected).getByTestId('selected-camera') as HTMLVideoElement).srcObject).toBe(
      cameraFeed.stream,
    );
    expect(screen.getAllByTestId('grid-camera').map((v) => v.dataset.live)).toEqual(['true', 'true']);
    // The screen share stops: both videos are cleared and the examiner is told.
    act(() => standIn.set({ conference: conferenceOf({ feeds: [cameraFeed] }) }));
    expect(screen.getByTestId('stream-error').textContent).toBe(proctoringTexts.streamError);
    expect((screen.getByTestId('selected-camera') as HTMLVideoElement).srcObject).toBeNull();
    act(() => standIn.set({ conference: conferenceOf({ feeds: [screenFeed, cameraFeed] }) }));
    expect(screen.queryByTestId('stream-error')).toBeNull();
  });

  it('logs out from the user menu', async () => {
    const { onLogOut } = open();
    fireEvent.click(await screen.findByTestId('examiner-user-menu'));
    // The menu selects its highlighted item, which a pointer press sets.
    const item = await screen.findByTestId('examiner-log-out');
    await waitFor(() => expect(screen.getByRole('menu').dataset.state).toBe('open'));
    fireEvent.pointerDown(item);
    await waitFor(() => expect(item.dataset.highlighted).toBe(''));
    fireEvent.click(item);
    await waitFor(() => expect(onLogOut).toHaveBeenCalled());
  });

  it("refuses someone who is not the exam's examiner, without entering the room", async () => {
    const made = jest.fn();
    const gateway = fakeGateway({
      Exam: answering(() => ({ exam: gqlDetail({ role: 'candidate', exam: gqlExam() }) })),
    });
    renderWithClient(
      gateway.client,
      <ExaminerScreen examId={7} firstName="Cy" onLogOut={jest.fn()} makeSession={made} />,
    );
    expect((await screen.findByTestId('examiner-refused')).textContent).toContain(
      proctoringMessages.notExaminer,
    );
    expect(made).not.toHaveBeenCalled();
    const outside = fakeGateway({ Exam: refusing(proctoringMessages.notInClass, 'FORBIDDEN') });
    renderWithClient(
      outside.client,
      <ExaminerScreen examId={7} firstName="Eve" onLogOut={jest.fn()} makeSession={made} />,
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('examiner-refused')
          .some((n) => n.textContent?.includes(proctoringMessages.notInClass)),
      ).toBe(true),
    );
    expect(made).not.toHaveBeenCalled();
  });
});
