import type { QuestionType } from '@canstring/contracts';
import type { SetMark } from './set-stops';

/** A question as the learner sees it (no correct options until answered). */
export interface ShownQuestion {
  id: string;
  type: QuestionType;
  text: string;
  options: string[];
}

/** A question set the player stops at. */
export interface ShownSet {
  id: string;
  time: number;
  type: QuestionType;
  required: boolean;
  questions: ShownQuestion[];
}

/** The learner's answer to one question, with its feedback (assessment: right or not, and the right options). */
export interface ShownAnswer {
  questionId: string;
  chosenOptions: number[];
  text: string | null;
  correct: boolean | null;
  correctOptions: number[];
}

export interface ShownSetAnswers {
  setId: string;
  answers: ShownAnswer[];
  score: number;
  maxScore: number;
}

/** The class's counts for one poll question, in the order of its options. */
export interface ShownPoll {
  questionId: string;
  counts: number[];
  total: number;
}

/** What the learner sends for one question. */
export interface AnswerDraft {
  questionId: string;
  chosenOptions?: number[];
  text?: string;
}

/** The sets as the playback sees them: where they are, which hold back, which are answered. */
export const marksOf = (sets: readonly ShownSet[], answered: ReadonlyMap<string, unknown>): SetMark[] =>
  sets.map((set) => ({ id: set.id, time: set.time, required: set.required, answered: answered.has(set.id) }));
