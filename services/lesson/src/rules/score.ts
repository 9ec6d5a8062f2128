import type { QuestionRow, QuestionSetRow, SetAnswersRow } from '../db/schema';

/** A learner's score over the lesson: right assessment answers out of every assessment question its sets ask. */
export const lessonScore = (
  sets: QuestionSetRow[],
  bank: Map<number, QuestionRow>,
  answers: SetAnswersRow[],
): { score: number; maxScore: number } => {
  const setIds = new Set(sets.map((s) => s.id));
  const maxScore = sets.reduce(
    (sum, s) => sum + s.questionIds.filter((id) => bank.get(id)?.type === 'assessment').length,
    0,
  );
  const score = answers.filter((a) => setIds.has(a.setId)).reduce((sum, a) => sum + a.score, 0);
  return { score, maxScore };
};
