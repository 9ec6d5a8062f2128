import { lessonMessages, QUESTION_SET_MIN_GAP_SECONDS } from '@canstring/contracts';
import { type DraftSet, hasUnsavedChanges, setProblem } from './set-rules';

const set = (key: string, time: number, more: Partial<DraftSet> = {}): DraftSet => ({
  key,
  id: key,
  questionIds: ['1'],
  time,
  required: false,
  ...more,
});

describe('where a question set may go (spec 2 §4, §5)', () => {
  const sets = [set('a', 5), set('b', 40)];

  it('needs at least one question', () => {
    expect(setProblem(sets, { questionIds: [], time: 80 })).toBe(lessonMessages.selectAtLeastOneQuestion);
  });

  it(`refuses a time within ${QUESTION_SET_MIN_GAP_SECONDS} s of another set, either side`, () => {
    expect(setProblem(sets, { questionIds: ['1'], time: 12 })).toBe(lessonMessages.questionSetNearBy);
    expect(setProblem(sets, { questionIds: ['1'], time: 26 })).toBe(lessonMessages.questionSetNearBy);
    expect(setProblem(sets, { questionIds: ['1'], time: 5 })).toBe(lessonMessages.questionSetNearBy);
  });

  it('takes a time exactly 15 s away, or further', () => {
    expect(setProblem(sets, { questionIds: ['1'], time: 20 })).toBeNull();
    expect(setProblem(sets, { questionIds: ['1'], time: 25 })).toBeNull();
    expect(setProblem(sets, { questionIds: ['1'], time: 60 })).toBeNull();
  });

  it('does not count the set being changed', () => {
    expect(setProblem(sets, { questionIds: ['1'], time: 8 }, 'a')).toBeNull();
    expect(setProblem(sets, { questionIds: ['1'], time: 30 }, 'a')).toBe(lessonMessages.questionSetNearBy);
  });
});

describe('unsaved changes', () => {
  const saved = [set('a', 5), set('b', 40)];

  it('are none while the sets are the saved ones, in any order', () => {
    expect(hasUnsavedChanges(saved, [...saved].reverse())).toBe(false);
  });

  it('are a set added, removed, moved, made required or given other questions', () => {
    expect(hasUnsavedChanges(saved, [...saved, set('c', 70, { id: undefined })])).toBe(true);
    expect(hasUnsavedChanges(saved, [saved[0]!])).toBe(true);
    expect(hasUnsavedChanges(saved, [saved[0]!, { ...saved[1]!, time: 41 }])).toBe(true);
    expect(hasUnsavedChanges(saved, [saved[0]!, { ...saved[1]!, required: true }])).toBe(true);
    expect(hasUnsavedChanges(saved, [saved[0]!, { ...saved[1]!, questionIds: ['1', '2'] }])).toBe(true);
  });
});
