import { lessonMessages, QUESTION_SET_MIN_GAP_SECONDS } from '@canstring/contracts';
import type { QuestionRow } from '../db/schema';
import { checkSets } from './set-rules';

const question = (id: number, type: QuestionRow['type']): QuestionRow => ({
  id,
  lessonId: 1,
  type,
  text: `q${id}`,
  options: [],
  correctOptions: [],
  createdAt: new Date(0),
});
const bank = new Map([
  [1, question(1, 'assessment')],
  [2, question(2, 'poll')],
  [3, question(3, 'assessment')],
]);
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; message: string; details: { fields?: Record<string, string> } };
  }
  throw new Error('expected a refusal');
};

describe('question set rules', () => {
  it('takes sets exactly 15 s apart, each typed by its questions', () => {
    const checked = checkSets(
      [
        { questionIds: [1, 3], time: 5, required: true },
        { questionIds: [2], time: 5 + QUESTION_SET_MIN_GAP_SECONDS, required: false },
      ],
      bank,
      30,
    );
    expect(checked.map((s) => s.type)).toEqual(['assessment', 'poll']);
  });

  it('refuses a set within 15 s of another, naming the later one, whatever the order sent', () => {
    const refused = refusalOf(() =>
      checkSets(
        [
          { questionIds: [2], time: 19.9, required: false },
          { questionIds: [1], time: 5, required: true },
        ],
        bank,
        30,
      ),
    );
    expect(refused).toMatchObject({ code: 'BAD_INPUT', message: lessonMessages.questionSetNearBy });
    expect(refused.details.fields).toEqual({ 'sets.0': lessonMessages.questionSetNearBy });
  });

  it('refuses an empty set, a repeated question, a foreign one, mixed types and a time past the end', () => {
    const one =
      (questionIds: number[], time = 5) =>
      () =>
        checkSets([{ questionIds, time, required: false }], bank, 30);
    expect(refusalOf(one([])).message).toBe(lessonMessages.selectAtLeastOneQuestion);
    expect(refusalOf(one([1, 1])).message).toBe(lessonMessages.duplicateQuestion);
    expect(refusalOf(one([9])).message).toBe(lessonMessages.questionsNotInLesson);
    expect(refusalOf(one([1, 2])).message).toBe(lessonMessages.questionsOfOneType);
    expect(refusalOf(one([1], 30.5)).message).toBe(lessonMessages.timeOutsideVideo);
    expect(checkSets([{ questionIds: [1], time: 30, required: false }], bank, 30)).toHaveLength(1);
  });
});
