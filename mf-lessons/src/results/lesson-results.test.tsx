import { lessonMessages, lessonScreenTexts } from '@canstring/contracts';
import {
  type FakeHandler,
  fakeGateway,
  quietFieldObserver,
  refusal,
  renderWithClient,
} from '@canstring/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LearnerResult } from '../graphql/types';
import { learnerOf, lessonOf, questionOf, setOf } from '../test-support/teacher-fixtures';
import { LessonResults } from './lesson-results';

const texts = lessonScreenTexts.results;
const WAIT = { timeout: 10_000 };

quietFieldObserver(['FieldRoot', 'Toaster']);

const questions = [
  questionOf(11, 'assessment', 'Capital of France?', ['Paris', 'Rome'], [0]),
  questionOf(12, 'assessment', 'Two and two?', ['3', '4'], [1]),
  questionOf(21, 'poll', 'Favourite colour?', ['Red', 'Blue', 'Green']),
  questionOf(31, 'survey', 'What did you learn?'),
];
const sets = [
  setOf(1, 5, ['11', '12'], 'assessment', true),
  setOf(2, 25, ['21'], 'poll'),
  setOf(3, 32, ['31'], 'survey'),
];
const answer = (questionId: string, type: string, more: Record<string, unknown>) => ({
  __typename: 'LessonAnswer',
  questionId,
  type,
  chosenOptions: [],
  text: null,
  correct: null,
  correctOptions: [],
  ...more,
});

const bea: LearnerResult = learnerOf(8, 'Bea', {
  progress: { position: 30, furthest: 31.4, completed: false, updatedAt: '2026-03-10T14:00:00Z' },
  score: 1,
  maxScore: 2,
  answers: [
    {
      setId: '2',
      answers: [answer('21', 'poll', { chosenOptions: [1] })],
      score: 0,
      maxScore: 0,
      answeredAt: '2026-03-10T14:00:30Z',
    },
    {
      setId: '1',
      answers: [
        answer('11', 'assessment', { chosenOptions: [0], correct: true, correctOptions: [0] }),
        answer('12', 'assessment', { chosenOptions: [0], correct: false, correctOptions: [1] }),
      ],
      score: 1,
      maxScore: 2,
      answeredAt: '2026-03-10T14:00:10Z',
    },
  ] as LearnerResult['answers'],
});
const cy: LearnerResult = learnerOf(9, 'Cy', {
  progress: { position: 40, furthest: 40, completed: true, updatedAt: '2026-03-10T14:10:00Z' },
  score: 2,
  maxScore: 2,
});

const show = (learners: LearnerResult[], extra: Record<string, FakeHandler> = {}) => {
  const answers: Record<string, FakeHandler> = {};
  answers.LessonResults = () => ({
    data: {
      lessonResults: {
        __typename: 'LessonResults',
        lesson: lessonOf(1, { title: 'Lecture 1.mp4' }),
        questions,
        sets,
        learners,
        polls: [{ __typename: 'LessonPollCounts', questionId: '21', counts: [1, 3, 0], total: 4 }],
      },
    },
  });
  answers.LessonResultsCsv = () => ({
    data: {
      lessonResultsCsv: {
        __typename: 'LessonResultsCsv',
        fileName: 'lesson-1-results.csv',
        csv: 'learner,question,answer\r\nBea,Capital of France?,Paris\r\n',
      },
    },
  });
  const gateway = fakeGateway({ ...answers, ...extra });
  const onBack = jest.fn();
  renderWithClient(gateway.client, <LessonResults classId="4" lessonId="1" onBack={onBack} />);
  return { gateway, onBack };
};

/** A Blob's text (jsdom's Blob reads through FileReader). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const rowOf = async (userId: string) =>
  (await screen.findAllByTestId('learner-row', {}, WAIT)).find((row) => row.dataset.userId === userId)!;

describe("the teacher's results", () => {
  it('shows each learner: how far they watched, whether they finished, their score', async () => {
    show([bea, cy]);
    const beaRow = within(await rowOf('8'));
    expect(beaRow.getByTestId('learner-name').textContent).toBe('Bea');
    expect(beaRow.getByTestId('learner-furthest').textContent).toBe('0:31 / 0:40');
    expect(beaRow.getByTestId('learner-completed').textContent).toBe(texts.no);
    expect(beaRow.getByTestId('learner-score').textContent).toBe('1 / 2');
    const cyRow = within(await rowOf('9'));
    expect(cyRow.getByTestId('learner-completed').textContent).toBe(texts.yes);
    expect(cyRow.getByTestId('learner-score').textContent).toBe('2 / 2');
    expect(cyRow.getByRole('button', { name: texts.showAnswers })).toHaveProperty('disabled', true);
  });

  it("opens a learner's answers by set time, with the options by name and right or wrong", async () => {
    show([bea]);
    fireEvent.click(within(await rowOf('8')).getByRole('button', { name: texts.showAnswers }));
    const answers = screen.getAllByTestId('learner-answer').map((row) => row.textContent);
    expect(answers).toEqual([
      `Capital of France?Paris${texts.right}`,
      `Two and two?3${texts.wrong}`,
      'Favourite colour?Blue',
    ]);
  });

  it("shows each poll's counts", async () => {
    show([bea]);
    const poll = await screen.findByTestId('poll-result', {}, WAIT);
    expect(poll.dataset.questionId).toBe('21');
    expect(within(poll).getByText(texts.votes(4))).toBeTruthy();
    expect(
      within(poll)
        .getAllByTestId('poll-result-count')
        .map((row) => row.dataset.count),
    ).toEqual(['1', '3', '0']);
  });

  it('says when no one has watched yet', async () => {
    show([]);
    expect((await screen.findByTestId('no-results', {}, WAIT)).textContent).toBe(lessonMessages.noResults);
  });

  it('downloads the results as a CSV file', async () => {
    const saved: { blob?: Blob; name?: string } = {};
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:results';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
    });
    try {
      const { gateway } = show([bea]);
      await rowOf('8');
      fireEvent.click(screen.getByRole('button', { name: texts.downloadCsv }));
      await waitFor(() => expect(saved.name).toBe('lesson-1-results.csv'), WAIT);
      expect(gateway.of('LessonResultsCsv')[0]?.variables).toEqual({ lessonId: '1' });
      expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
      expect(await textOf(saved.blob!)).toContain('Bea,Capital of France?,Paris');
    } finally {
      click.mockRestore();
    }
  });

  it("shows the server's refusal to a learner", async () => {
    const refused: Record<string, FakeHandler> = {};
    refused.LessonResults = () => refusal(lessonMessages.onlyTeachers, 'FORBIDDEN');
    const { onBack } = show([], refused);
    expect((await screen.findByTestId('area-error', {}, WAIT)).textContent).toContain(
      lessonMessages.onlyTeachers,
    );
    fireEvent.click(screen.getByRole('button', { name: texts.back }));
    expect(onBack).toHaveBeenCalled();
  });
});
