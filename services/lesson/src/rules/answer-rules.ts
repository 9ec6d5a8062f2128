import { type AnswerInput, AppError, ErrorCode, lessonMessages } from '@canstring/contracts';
import type { QuestionRow, QuestionSetRow, StoredAnswer } from '../db/schema';

const refuse = (message: string) => new AppError(ErrorCode.BadInput, message);

const sameOptions = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** A learner's answers to one set, graded: one per question, assessments scored with their feedback. */
export interface GradedAnswers {
  answers: StoredAnswer[];
  score: number;
  maxScore: number;
}

/**
 * Checks and grades the answers to a set: every question of the set answered once (a note needs no
 * entry: reading it is its answer), an assessment with one or more of its options, a poll with one,
 * a survey with words. BAD_INPUT with a clear message otherwise.
 */
export const gradeAnswers = (
  set: QuestionSetRow,
  bank: Map<number, QuestionRow>,
  given: AnswerInput[],
): GradedAnswers => {
  const byQuestion = new Map<number, AnswerInput>();
  for (const answer of given) {
    if (!set.questionIds.includes(answer.questionId) || byQuestion.has(answer.questionId))
      throw refuse(lessonMessages.answerNotForSet);
    byQuestion.set(answer.questionId, answer);
  }
  let score = 0;
  let maxScore = 0;
  const answers = set.questionIds.map((questionId): StoredAnswer => {
    const question = bank.get(questionId);
    if (!question) throw new AppError(ErrorCode.NotFound, lessonMessages.questionNotFound);
    const answer = byQuestion.get(questionId);
    const chosen = [...new Set(answer?.chosenOptions ?? [])].sort((x, y) => x - y);
    const base = {
      questionId,
      type: question.type,
      chosenOptions: [] as number[],
      text: null,
      correct: null,
    };
    if (question.type === 'notes') return { ...base, correctOptions: [] };
    if (!answer) throw refuse(lessonMessages.answerEveryQuestion);
    if (question.type === 'survey') {
      const text = answer.text?.trim() ?? '';
      if (!text) throw refuse(lessonMessages.writeAnAnswer);
      return { ...base, text, correctOptions: [] };
    }
    if (chosen.some((i) => i >= question.options.length)) throw refuse(lessonMessages.optionUnknown);
    if (question.type === 'poll') {
      if (chosen.length !== 1) throw refuse(lessonMessages.chooseOneOption);
      return { ...base, chosenOptions: chosen, correctOptions: [] };
    }
    if (chosen.length === 0) throw refuse(lessonMessages.chooseAnOption);
    const correct = sameOptions(chosen, question.correctOptions);
    maxScore += 1;
    if (correct) score += 1;
    return { ...base, chosenOptions: chosen, correct, correctOptions: question.correctOptions };
  });
  return { answers, score, maxScore };
};
