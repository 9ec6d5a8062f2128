import type { PollCounts } from '@canstring/contracts';
import type { QuestionRow, SetAnswersRow } from '../db/schema';

/** The class's counts for each poll question: how many chose each option. */
export const pollCountsOf = (pollQuestions: QuestionRow[], answers: SetAnswersRow[]): PollCounts[] => {
  const counts = new Map(pollQuestions.map((q) => [q.id, q.options.map(() => 0)]));
  for (const row of answers)
    for (const answer of row.answers) {
      const tally = counts.get(answer.questionId);
      for (const option of answer.chosenOptions)
        if (tally && option < tally.length) tally[option] = (tally[option] ?? 0) + 1;
    }
  return pollQuestions.map((q) => {
    const tally = counts.get(q.id) ?? [];
    return { questionId: q.id, counts: tally, total: tally.reduce((a, b) => a + b, 0) };
  });
};

/** The poll questions among those the lesson's sets ask. */
export const pollQuestionsOf = (bank: QuestionRow[], questionIds?: number[]): QuestionRow[] =>
  bank.filter((q) => q.type === 'poll' && (!questionIds || questionIds.includes(q.id)));
