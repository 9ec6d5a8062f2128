import {
  LESSON_BUFFERING_SPINNER_DELAY_MS,
  LESSON_MARKER_PAUSE_WITHIN_MS,
  lessonMessages,
} from '@canstring/contracts';
import {
  type FakeHandler,
  fakeGateway,
  quietFieldObserver,
  refusal,
  renderWithClient,
} from '@canstring/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LessonPlayView, SetAnswers } from '../graphql/types';
import { LessonPlayer } from './lesson-player';
import { PROGRESS_SAVE_INTERVAL_MS } from './use-progress-saver';
import { endVideo, installVideoStandIn, openVideo } from './video-stand-in';

quietFieldObserver(['FieldRoot', 'CheckboxRoot', 'RadioGroupRoot']);
beforeAll(installVideoStandIn);
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T18:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

const FILES = 'http://files.test';
const AT = '2026-03-10T18:00:00.000Z';

const quiz = {
  id: '11',
  time: 5,
  type: 'assessment' as const,
  required: true,
  questions: [
    {
      id: '101',
      type: 'assessment' as const,
      text: 'Capital of France?',
      options: ['Paris', 'Rome', 'Oslo'],
    },
  ],
};
const poll = {
  id: '12',
  time: 25,
  type: 'poll' as const,
  required: false,
  questions: [
    { id: '102', type: 'poll' as const, text: 'Which day suits you?', options: ['Monday', 'Friday'] },
  ],
};
const note = {
  id: '13',
  time: 40,
  type: 'notes' as const,
  required: false,
  questions: [{ id: '103', type: 'notes' as const, text: 'Homework: page 12', options: [] }],
};

const lessonData = (more: Partial<LessonPlayView> = {}): LessonPlayView => ({
  lesson: {
    id: '7',
    classId: '3',
    title: 'Fractions.mp4',
    status: 'ready',
    failureReason: null,
    durationSeconds: 60,
  },
  role: 'learner',
  sets: [note, quiz, poll],
  progress: { position: 0, furthest: 0, completed: false, updatedAt: null },
  answers: [],
  polls: [{ questionId: '102', counts: [2, 1], total: 3 }],
  score: 0,
  maxScore: 1,
  ...more,
});

const quizAnswered = (correct: boolean): SetAnswers => ({
  setId: '11',
  answers: [
    {
      questionId: '101',
      type: 'assessment',
      chosenOptions: [correct ? 0 : 1],
      text: null,
      correct,
      correctOptions: [0],
    },
  ],
  score: correct ? 1 : 0,
  maxScore: 1,
  answeredAt: AT,
});

const answerHandler: FakeHandler = (variables) => {
  const setId = variables.setId as string;
  const answers = variables.answers as { questionId: string; chosenOptions?: number[] }[];
  if (setId === '11') {
    const correct = answers[0]?.chosenOptions?.join() === '0';
    return {
      data: {
        answerQuestionSet: { result: quizAnswered(correct), polls: [], score: correct ? 1 : 0, maxScore: 1 },
      },
    };
  }
  if (setId === '12') {
    const chosen = answers[0]?.chosenOptions?.[0] ?? 0;
    const counts = [2, 1];
    counts[chosen] = (counts[chosen] ?? 0) + 1;
    return {
      data: {
        answerQuestionSet: {
          result: {
            setId: '12',
            answers: [
              {
                questionId: '102',
                type: 'poll',
                chosenOptions: [chosen],
                text: null,
                correct: null,
                correctOptions: [],
              },
            ],
            score: 0,
            maxScore: 0,
            answeredAt: AT,
          },
          polls: [{ questionId: '102', counts, total: 4 }],
          score: 1,
          maxScore: 1,
        },
      },
    };
  }
  return {
    data: {
      answerQuestionSet: {
        result: { setId, answers: [], score: 0, maxScore: 0, answeredAt: AT },
        polls: [],
        score: 1,
        maxScore: 1,
      },
    },
  };
};

const settle = async (ms = 0) => {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
};

const answered =
  (data: Record<string, unknown>): FakeHandler =>
  () => ({ data });
const ticketAnswer = answered({
  lessonPlayTicket: { ticket: 'tk1', expiresAt: '2026-03-10T19:00:00.000Z' },
});
const progressAnswer: FakeHandler = (variables) => ({
  data: {
    saveLessonProgress: {
      position: variables.position,
      furthest: variables.position,
      completed: !!variables.completed,
      updatedAt: AT,
    },
  },
});
const pollsAnswer = answered({ lessonPolls: [{ questionId: '102', counts: [5, 1], total: 6 }] });
const notInClass: FakeHandler = () => refusal(lessonMessages.notInClass, 'FORBIDDEN');
const alreadyAnswered: FakeHandler = () => refusal(lessonMessages.alreadyAnswered, 'CONFLICT');

const open = async (data: LessonPlayView = lessonData(), more: Record<string, FakeHandler> = {}) => {
  const gateway = fakeGateway({
    LessonPlay: answered({ lessonPlay: data }),
    LessonPlayTicket: ticketAnswer,
    SaveLessonProgress: progressAnswer,
    AnswerQuestionSet: answerHandler,
    LessonPolls: pollsAnswer,
    ...more,
  });
  const onBack = jest.fn();
  renderWithClient(
    gateway.client,
    <LessonPlayer classId="3" lessonId="7" fileServerUrl={FILES} onBack={onBack} />,
  );
  await settle();
  const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
  act(() => openVideo(video, 60));
  await settle();
  return { gateway, video, onBack };
};

const click = async (testId: string) => {
  fireEvent.click(screen.getByTestId(testId));
  await settle();
};

const shownSet = () => screen.queryByTestId('question-set');

describe('the learner’s player', () => {
  it('plays the class’s video through the file server with the class’s play ticket', async () => {
    const { video, gateway } = await open();
    expect(video.getAttribute('src')).toBe(`${FILES}/lessons/7/video?ticket=tk1`);
    expect(gateway.of('LessonPlayTicket')[0]?.variables).toEqual({ classId: '3' });
    expect(screen.getAllByTestId('lesson-marker').map((marker) => marker.getAttribute('data-time'))).toEqual([
      '5',
      '25',
      '40',
    ]);
  });

  it('shows the buffering spinner only once the video has waited 500 ms for data', async () => {
    const { video } = await open();
    expect(screen.queryByTestId('lesson-buffering')).toBeNull();
    await settle(LESSON_BUFFERING_SPINNER_DELAY_MS);
    expect(screen.getByTestId('lesson-buffering')).toBeTruthy();
    act(() => {
      video.dispatchEvent(new Event('canplay'));
    });
    await settle();
    expect(screen.queryByTestId('lesson-buffering')).toBeNull();
  });

  it('stops at the required set’s time, and neither Play nor a seek goes past it unanswered', async () => {
    const { video } = await open();
    await click('lesson-play');
    expect(video.paused).toBe(false);
    await settle(4_000);
    expect(shownSet()).toBeNull();
    await settle(1_100);

    expect(video.paused).toBe(true);
    expect(Math.abs(video.currentTime - 5) * 1000).toBeLessThan(LESSON_MARKER_PAUSE_WITHIN_MS);
    expect(shownSet()?.getAttribute('data-required')).toBe('true');
    expect(within(shownSet()!).getByText('Capital of France?')).toBeTruthy();
    expect(screen.queryByTestId('question-set-skip')).toBeNull();

    await click('lesson-play');
    expect(video.paused).toBe(true);
    expect(screen.getByTestId('required-set-blocked').textContent).toContain(lessonMessages.requiredSetFirst);

    fireEvent.change(screen.getByTestId('lesson-seek-bar'), { target: { value: '30' } });
    await settle();
    expect(video.currentTime).toBe(5);
    expect(video.paused).toBe(true);
    expect(shownSet()?.getAttribute('data-set-id')).toBe('11');
  });

  it('scores the assessment with feedback, then goes on to the poll and shows the class’s counts', async () => {
    const { video, gateway } = await open();
    await click('lesson-play');
    await settle(5_100);
    expect(shownSet()?.getAttribute('data-set-id')).toBe('11');

    expect((screen.getByTestId('question-set-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rome' }));
    await settle();
    await click('question-set-submit');
    expect(gateway.of('AnswerQuestionSet')[0]?.variables).toEqual({
      setId: '11',
      answers: [{ questionId: '101', chosenOptions: [1] }],
    });
    const feedback = screen.getByTestId('answer-feedback');
    expect(feedback.getAttribute('data-correct')).toBe('false');
    expect(feedback.textContent).toContain('Right answer: Paris');
    expect(screen.getByTestId('set-score').textContent).toBe('0 of 1 right');

    await click('question-set-continue');
    expect(video.paused).toBe(false);
    expect(shownSet()).toBeNull();
    await settle(20_100);
    expect(video.paused).toBe(true);
    expect(Math.abs(video.currentTime - 25) * 1000).toBeLessThan(LESSON_MARKER_PAUSE_WITHIN_MS);
    expect(shownSet()?.getAttribute('data-type')).toBe('poll');

    fireEvent.click(screen.getByRole('radio', { name: 'Friday' }));
    await settle();
    await click('question-set-submit');
    const counts = screen.getAllByTestId('poll-count');
    expect(
      counts.map((count) => [count.getAttribute('data-option'), count.getAttribute('data-count')]),
    ).toEqual([
      ['Monday', '2'],
      ['Friday', '2'],
    ]);
    // The class's counts are read again while the poll is on screen.
    await settle(5_100);
    expect(screen.getAllByTestId('poll-count').map((count) => count.getAttribute('data-count'))).toEqual([
      '5',
      '1',
    ]);
  });

  it('lets a note be read and dismissed, a skipped set stay skipped, and seeks go anywhere once the required set is answered', async () => {
    const { video, gateway } = await open(lessonData({ answers: [quizAnswered(true)], score: 1 }));
    fireEvent.change(screen.getByTestId('lesson-seek-bar'), { target: { value: '20' } });
    await settle();
    expect(video.currentTime).toBe(20);
    await click('lesson-play');
    await settle(5_100);
    expect(shownSet()?.getAttribute('data-type')).toBe('poll');
    await click('question-set-skip');
    expect(video.paused).toBe(false);
    await settle(15_100);
    expect(shownSet()?.getAttribute('data-type')).toBe('notes');
    expect(screen.getByTestId('note-text').textContent).toBe('Homework: page 12');
    await click('note-dismiss');
    expect(gateway.of('AnswerQuestionSet').at(-1)?.variables).toEqual({ setId: '13', answers: [] });
    expect(shownSet()).toBeNull();
    expect(video.paused).toBe(false);
  });

  it('takes a survey’s words and shows them back', async () => {
    const survey = {
      id: '14',
      time: 3,
      type: 'survey' as const,
      required: false,
      questions: [{ id: '104', type: 'survey' as const, text: 'What was new to you?', options: [] }],
    };
    const { gateway } = await open(lessonData({ sets: [survey], polls: [], maxScore: 0 }), {
      AnswerQuestionSet: answered({
        answerQuestionSet: {
          result: {
            setId: '14',
            answers: [
              {
                questionId: '104',
                type: 'survey',
                chosenOptions: [],
                text: 'Halves',
                correct: null,
                correctOptions: [],
              },
            ],
            score: 0,
            maxScore: 0,
            answeredAt: AT,
          },
          polls: [],
          score: 0,
          maxScore: 0,
        },
      }),
    });
    await click('lesson-play');
    await settle(3_100);
    expect(shownSet()?.getAttribute('data-type')).toBe('survey');
    expect((screen.getByTestId('question-set-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('survey-answer'), { target: { value: '  Halves ' } });
    await settle();
    await click('question-set-submit');
    expect(gateway.of('AnswerQuestionSet')[0]?.variables).toEqual({
      setId: '14',
      answers: [{ questionId: '104', text: 'Halves' }],
    });
    expect(screen.getByTestId('survey-feedback').textContent).toContain('Halves');
  });

  it('keeps the learner’s place while playing and resumes there; never before an unanswered required set', async () => {
    const first = await open(
      lessonData({
        answers: [quizAnswered(true)],
        score: 1,
        progress: { position: 12, furthest: 12, completed: false, updatedAt: null },
      }),
    );
    expect(first.video.currentTime).toBe(12);
    expect(screen.getByTestId('lesson-resumed').textContent).toContain('0:12');
    await click('lesson-play');
    await settle(PROGRESS_SAVE_INTERVAL_MS + 100);
    const saved = first.gateway.of('SaveLessonProgress').at(-1)?.variables;
    expect(saved?.lessonId).toBe('7');
    expect(saved?.position as number).toBeGreaterThan(16.9);
    expect(saved?.position as number).toBeLessThan(17.3);
  });

  it('a saved place past an unanswered required set opens at that set', async () => {
    const { video } = await open(
      lessonData({ progress: { position: 12, furthest: 12, completed: false, updatedAt: null } }),
    );
    expect(video.currentTime).toBe(5);
  });

  it('ends with a summary of the learner’s answers and score, and saves the lesson as completed', async () => {
    const { video, gateway } = await open(
      lessonData({
        answers: [quizAnswered(true)],
        score: 1,
        progress: { position: 50, furthest: 50, completed: false, updatedAt: null },
      }),
    );
    await click('lesson-play');
    act(() => endVideo(video));
    await settle();
    const summary = screen.getByTestId('lesson-summary');
    expect(within(summary).getByTestId('summary-score').textContent).toBe('Your score: 1 / 1');
    expect(
      within(summary)
        .getAllByTestId('summary-row')
        .map((row) => [row.getAttribute('data-set-id'), row.getAttribute('data-answered')]),
    ).toEqual([
      ['11', 'true'],
      ['12', 'false'],
      ['13', 'false'],
    ]);
    expect(gateway.of('SaveLessonProgress').at(-1)?.variables).toMatchObject({
      position: 60,
      completed: true,
    });
  });

  it('a set at the very end is shown as the video ends, and the summary after it', async () => {
    const finalQuiz = { ...quiz, time: 60 };
    const { video, gateway } = await open(
      lessonData({
        sets: [finalQuiz],
        polls: [],
        progress: { position: 50, furthest: 50, completed: false, updatedAt: null },
      }),
    );
    await click('lesson-play');
    act(() => endVideo(video));
    await settle();
    expect(shownSet()?.getAttribute('data-set-id')).toBe('11');
    expect(screen.queryByTestId('lesson-summary')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paris' }));
    await settle();
    await click('question-set-submit');
    await click('question-set-continue');
    expect(video.paused).toBe(true);
    expect(screen.getByTestId('summary-score').textContent).toBe('Your score: 1 / 1');
    expect(gateway.of('SaveLessonProgress').at(-1)?.variables).toMatchObject({
      position: 60,
      completed: true,
    });
  });

  it('shows the server’s refusal of an answer and keeps the set open', async () => {
    const { video } = await open(lessonData(), { AnswerQuestionSet: alreadyAnswered });
    await click('lesson-play');
    await settle(5_100);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paris' }));
    await settle();
    await click('question-set-submit');
    expect(screen.getByTestId('question-set-problem').textContent).toContain(lessonMessages.alreadyAnswered);
    expect(shownSet()?.getAttribute('data-answered')).toBe('false');
    expect(video.paused).toBe(true);
  });

  it('someone outside the class is told so, and no video is asked for', async () => {
    const gateway = fakeGateway({ LessonPlay: notInClass, LessonPlayTicket: notInClass });
    renderWithClient(
      gateway.client,
      <LessonPlayer classId="3" lessonId="7" fileServerUrl={FILES} onBack={jest.fn()} />,
    );
    await settle();
    expect(screen.getByTestId('area-error').textContent).toContain(lessonMessages.notInClass);
    expect(screen.queryByTestId('lesson-video')).toBeNull();
    expect(screen.queryByTestId('lesson-video-problem')).toBeNull();
  });

  it('Back leaves the player', async () => {
    const { onBack } = await open();
    await click('lesson-back');
    expect(onBack).toHaveBeenCalled();
  });
});
