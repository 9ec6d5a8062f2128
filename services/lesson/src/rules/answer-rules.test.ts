import { lessonMessages } from '@canstring/contracts';
import type { QuestionRow, QuestionSetRow } from '../db/schema';
import { gradeAnswers } from './answer-rules';

const q = (
  id: number,
  type: QuestionRow['type'],
  options: string[] = [],
  correctOptions: number[] = [],
): QuestionRow => ({
  id,
  lessonId: 1,
  type,
  text: `q${id}`,
  options,
  correctOptions,
  createdAt: new Date(0),
});
const bank = new Map([
  [1, q(1, 'assessment', ['a', 'b', 'c'], [0, 2])],
  [2, q(2, 'assessment', ['a', 'b'], [1])],
  [3, q(3, 'poll', ['yes', 'no'])],
  [4, q(4, 'survey')],
  [5, q(5, 'notes')],
]);
const set = (questionIds: number[]): QuestionSetRow => ({
  id: 1,
  lessonId: 1,
  questionIds,
  time: 5,
  type: 'assessment',
  required: true,
});
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('grading a set’s answers', () => {
  it('scores each assessment question right only with exactly its correct options, and gives them back', () => {
    const graded = gradeAnswers(set([1, 2]), bank, [
      { questionId: 1, chosenOptions: [2, 0] },
      { questionId: 2, chosenOptions: [0, 1] },
    ]);
    expect(graded.score).toBe(1);
    expect(graded.maxScore).toBe(2);
    expect(graded.answers.map((a) => [a.correct, a.correctOptions])).toEqual([
      [true, [0, 2]],
      [false, [1]],
    ]);
  });

  it('takes one option for a poll, words for a survey and nothing for a note', () => {
    const poll = gradeAnswers(set([3]), bank, [{ questionId: 3, chosenOptions: [1] }]);
    expect(poll).toMatchObject({ score: 0, maxScore: 0, answers: [{ chosenOptions: [1], correct: null }] });
    expect(gradeAnswers(set([4]), bank, [{ questionId: 4, text: ' More light ' }]).answers[0]?.text).toBe(
      'More light',
    );
    expect(gradeAnswers(set([5]), bank, []).answers).toHaveLength(1);
  });

  it('refuses answers that do not fit the set', () => {
    expect(refusal(() => gradeAnswers(set([1, 2]), bank, [{ questionId: 1, chosenOptions: [0] }]))).toBe(
      lessonMessages.answerEveryQuestion,
    );
    expect(refusal(() => gradeAnswers(set([1]), bank, [{ questionId: 3, chosenOptions: [0] }]))).toBe(
      lessonMessages.answerNotForSet,
    );
    expect(refusal(() => gradeAnswers(set([3]), bank, [{ questionId: 3, chosenOptions: [0, 1] }]))).toBe(
      lessonMessages.chooseOneOption,
    );
    expect(refusal(() => gradeAnswers(set([1]), bank, [{ questionId: 1, chosenOptions: [] }]))).toBe(
      lessonMessages.chooseAnOption,
    );
    expect(refusal(() => gradeAnswers(set([1]), bank, [{ questionId: 1, chosenOptions: [3] }]))).toBe(
      lessonMessages.optionUnknown,
    );
    expect(refusal(() => gradeAnswers(set([4]), bank, [{ questionId: 4, text: '  ' }]))).toBe(
      lessonMessages.writeAnAnswer,
    );
  });
});
