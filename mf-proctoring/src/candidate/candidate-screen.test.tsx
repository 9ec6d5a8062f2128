import {
  examFlagLabels,
  proctoringMessages,
  proctoringScreenTexts,
  proctoringTexts,
} from '@canstring/contracts';
import { type FakeHandler, fakeGateway, refusal, renderWithClient } from '@canstring/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlagSink } from '../flags/detected-flag';
import type { ExamFlagWatches } from '../flags/use-exam-flags';
import { gqlDetail } from '../test-support/exam-fixtures';
import {
  conferenceOf,
  examRoom,
  examSessionStandIn,
  presentPerson,
  roomCandidate,
} from '../test-support/exam-session-stand-in';
import { CandidateScreen } from './candidate-screen';

const ME = 31;
const me = presentPerson(ME, 'Cy Candidate');
const waiting = roomCandidate({ userId: ME, userName: 'Cy Candidate' });

const answering =
  (data: () => Record<string, unknown>): FakeHandler =>
  () => ({ data: data() });
const refusing =
  (message: string, code: string): FakeHandler =>
  () =>
    refusal(message, code);

/** A track as the page holds one (jsdom has no media). */
const track = (id: string) => ({ id, kind: 'video' }) as unknown as MediaStreamTrack;
const streamOf = (t: MediaStreamTrack) =>
  ({ id: `s-${t.id}`, getVideoTracks: () => [t] }) as unknown as MediaStream;

/** Flag watches the test fires by hand, and what each is watching now. */
const handWatches = () => {
  const page: FlagSink[] = [];
  const watched: { camera: string[]; screen: string[] } = { camera: [], screen: [] };
  const watches: ExamFlagWatches = {
    page: [
      (sink) => {
        page.push(sink);
        return () => page.splice(page.indexOf(sink), 1);
      },
    ],
    camera: (t) => () => {
      watched.camera.push(t.id);
      return () => watched.camera.splice(watched.camera.indexOf(t.id), 1);
    },
    screen: (t) => () => {
      watched.screen.push(t.id);
      return () => watched.screen.splice(watched.screen.indexOf(t.id), 1);
    },
  };
  return { watches, page, watched };
};

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

const open = (handlers: Record<string, FakeHandler> = {}) => {
  const standIn = examSessionStandIn({ exam: examRoom({ candidates: [waiting] }), me });
  const hands = handWatches();
  const made = jest.fn(() => standIn.session);
  const onExaminerView = jest.fn();
  const gateway = fakeGateway({
    Exam: answering(() => ({ exam: gqlDetail({ role: 'candidate' }) })),
    ...handlers,
  });
  renderWithClient(
    gateway.client,
    <CandidateScreen
      examId={7}
      userId={ME}
      onExaminerView={onExaminerView}
      makeSession={made}
      watches={hands.watches}
    />,
  );
  const shown = async () => {
    await screen.findByTestId('candidate-view');
    await waitFor(() => expect(standIn.subscribed()).toBe(true));
  };
  return { standIn, hands, made, onExaminerView, shown };
};

const status = () => screen.getByTestId('candidate-view').dataset.status;

describe('the candidate view', () => {
  it('shows the rules and waits for the examiner', async () => {
    const { shown, standIn } = open();
    await shown();
    expect(status()).toBe('waiting');
    expect(screen.getByTestId('exam-heading').textContent).toBe('Algebra final');
    expect(screen.getAllByTestId('exam-rule').map((rule) => rule.textContent)).toEqual([
      ...proctoringTexts.rules,
    ]);
    expect(screen.getByTestId('waiting-for-examiner').textContent).toBe(proctoringTexts.waitingForExaminer);
    expect(screen.queryByTestId('start-test')).toBeNull();
    expect(screen.getByTestId('candidate-timer').textContent).toBe('00:00');
    expect(standIn.callsOf('join')).toHaveLength(1);
  });

  it('shares the screen then the camera, and shows both previews', async () => {
    const { shown, standIn } = open();
    await shown();
    fireEvent.click(screen.getByTestId('share-media'));
    await waitFor(() => expect(standIn.callsOf('shareScreenThenCamera')).toHaveLength(1));
    const camera = streamOf(track('cam'));
    const shared = streamOf(track('scr'));
    act(() => standIn.set({ conference: conferenceOf({ local: camera, screen: shared }) }));
    expect((screen.getByTestId('own-camera') as HTMLVideoElement).srcObject).toBe(camera);
    expect((screen.getByTestId('own-screen') as HTMLVideoElement).srcObject).toBe(shared);
  });

  it('says so when the screen picker is cancelled', async () => {
    const { shown, standIn } = open();
    await shown();
    jest
      .spyOn(standIn.session, 'shareScreenThenCamera')
      .mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    fireEvent.click(screen.getByTestId('share-media'));
    expect((await screen.findByTestId('candidate-problem')).textContent).toBe(
      proctoringScreenTexts.candidate.screenRefused,
    );
  });

  it("offers Start Test once the examiner started, and shows the room's refusal", async () => {
    const { shown, standIn } = open();
    await shown();
    act(() =>
      standIn.setExam(
        examRoom({ status: 'started', startedAt: new Date().toISOString(), candidates: [waiting] }),
      ),
    );
    expect(status()).toBe('ready');
    standIn.refuse('startTest', proctoringMessages.shareBothFirst);
    fireEvent.click(screen.getByTestId('start-test'));
    expect((await screen.findByTestId('candidate-problem')).textContent).toBe(
      proctoringMessages.shareBothFirst,
    );
    fireEvent.click(screen.getByTestId('start-test'));
    await waitFor(() => expect(standIn.callsOf('startTest')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('candidate-problem')).toBeNull());
  });

  it('runs the test: the started message, the timer, flags watched and raised, messages in a popup', async () => {
    const { shown, standIn, hands } = open();
    await shown();
    const camera = track('cam');
    const shared = track('scr');
    const shared2 = track('scr2');
    act(() =>
      standIn.set({ conference: conferenceOf({ local: streamOf(camera), screen: streamOf(shared) }) }),
    );
    expect(hands.page).toHaveLength(0);
    const startedAt = new Date(Date.now() - 75_000).toISOString();
    act(() =>
      standIn.setExam(examRoom({ status: 'started', startedAt, candidates: [{ ...waiting, startedAt }] })),
    );
    expect(status()).toBe('started');
    expect(screen.getByTestId('test-started-message').textContent).toBe(proctoringTexts.testStarted);
    expect(screen.getByTestId('candidate-timer').textContent).toBe('01:15');
    expect(screen.queryByTestId('start-test')).toBeNull();
    expect(screen.queryByTestId('share-media')).toBeNull();
    // Flags are watched only while their test runs.
    expect(hands.page).toHaveLength(1);
    expect(hands.watched).toEqual({ camera: ['cam'], screen: ['scr'] });
    // Sharing again (the browser's picker takes the focus) is not watched as leaving.
    let pickerClosed!: () => void;
    jest.spyOn(standIn.session, 'shareScreenThenCamera').mockReturnValueOnce(
      new Promise<void>((resolve) => {
        pickerClosed = resolve;
      }),
    );
    act(() => standIn.set({ conference: conferenceOf({ local: streamOf(camera), screen: null }) }));
    fireEvent.click(screen.getByTestId('share-media'));
    expect(hands.page).toHaveLength(0);
    await act(async () => pickerClosed());
    act(() =>
      standIn.set({ conference: conferenceOf({ local: streamOf(camera), screen: streamOf(shared2) }) }),
    );
    expect(hands.page).toHaveLength(1);
    expect(hands.watched.screen).toEqual(['scr2']);
    act(() => hands.page[0]!({ kind: 'tabLeft', detail: 'hidden' }));
    await waitFor(() =>
      expect(standIn.callsOf('raiseFlag')).toEqual([[{ kind: 'tabLeft', detail: 'hidden' }]]),
    );
    expect(screen.getByTestId('candidate-flag-notice').textContent).toContain(examFlagLabels.tabLeft);
    // The examiner writes: a popup with a close X; the next message opens it again.
    act(() =>
      standIn.set({
        messages: [
          {
            message: 'Eyes on your screen',
            name: 'Ada',
            toParticipantId: me.participantId,
            at: new Date().toISOString(),
          },
        ],
      }),
    );
    const popup = await screen.findByTestId('examiner-message');
    expect(within(popup).getByTestId('examiner-message-text').textContent).toBe('Eyes on your screen');
    fireEvent.click(within(popup).getByTestId('examiner-message-close'));
    await waitFor(() => expect(screen.queryByTestId('examiner-message')).toBeNull());
    act(() =>
      standIn.set({
        messages: [
          ...standIn.snapshot().messages,
          {
            message: 'Ten minutes left',
            name: 'Ada',
            toParticipantId: me.participantId,
            at: new Date().toISOString(),
          },
        ],
      }),
    );
    expect((await screen.findByTestId('examiner-message-text')).textContent).toBe('Ten minutes left');
  });

  it('is exited when the examiner stops the test, and says when time ran out', async () => {
    const { shown, standIn, hands } = open();
    await shown();
    const startedAt = new Date().toISOString();
    act(() =>
      standIn.setExam(examRoom({ status: 'started', startedAt, candidates: [{ ...waiting, startedAt }] })),
    );
    expect(hands.page).toHaveLength(1);
    act(() => {
      standIn.emit('testStopped', { stoppedAt: new Date().toISOString(), timeUp: true });
      standIn.set({ exit: 'stopped' });
    });
    expect(status()).toBe('stopped');
    expect(screen.getByTestId('candidate-exited').textContent).toBe(proctoringTexts.timeUp);
    expect(hands.page).toHaveLength(0);
    expect(screen.queryByTestId('own-camera')).toBeNull();
  });

  it('tells a disqualified candidate', async () => {
    const { shown, standIn } = open();
    await shown();
    act(() => standIn.set({ exit: 'disqualified' }));
    expect(screen.getByTestId('candidate-disqualified').textContent).toBe(proctoringTexts.disqualified);
  });

  it('shows why the room would not let them in (another tab)', async () => {
    const { shown, standIn } = open();
    await shown();
    act(() =>
      standIn.set({
        room: { ...standIn.snapshot().room, status: 'refused', problem: proctoringMessages.otherTab },
      }),
    );
    expect(status()).toBe('refused');
    expect(screen.getByTestId('candidate-problem').textContent).toBe(proctoringMessages.otherTab);
  });

  it('refuses someone outside the class before any room, and sends the examiner to their view', async () => {
    const outsider = open({ Exam: refusing(proctoringMessages.notInClass, 'FORBIDDEN') });
    expect((await screen.findByTestId('candidate-problem')).textContent).toContain(
      proctoringMessages.notInClass,
    );
    expect(outsider.made).not.toHaveBeenCalled();
  });

  it('sends the examiner to the examiner view', async () => {
    const examiner = open({ Exam: answering(() => ({ exam: gqlDetail({ role: 'examiner' }) })) });
    fireEvent.click(await screen.findByTestId('exam-open-examiner'));
    expect(examiner.onExaminerView).toHaveBeenCalled();
    expect(examiner.made).not.toHaveBeenCalled();
  });
});
