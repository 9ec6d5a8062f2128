import {
  AppError,
  ErrorCode,
  lessonMessages,
  QUESTION_SET_MIN_GAP_SECONDS,
  type QuestionType,
} from '@canstring/contracts';
import type { QuestionRow } from '../db/schema';

/** A set as the editor sends it, its defaults applied. */
export interface SetDraft {
  id?: number;
  questionIds: number[];
  time: number;
  required: boolean;
}

/** A set that passed the rules: its type is the one its questions share. */
export interface CheckedSet extends SetDraft {
  type: QuestionType;
}

const refuse = (message: string, index: number) =>
  new AppError(ErrorCode.BadInput, message, { fields: { [`sets.${index}`]: message } });

/**
 * The question set rules (spec 2 §4, §5), checked on the server over every set a lesson will hold:
 * at least one question, each once, all from this lesson's bank and of one type, the time within the
 * video, and no two sets within 15 seconds of each other. BAD_INPUT with the spec's text otherwise,
 * `fields` naming the set (its index in `sets`).
 */
export const checkSets = (
  sets: SetDraft[],
  bank: Map<number, QuestionRow>,
  durationSeconds: number,
): CheckedSet[] => {
  const checked = sets.map((set, index): CheckedSet => {
    if (set.questionIds.length === 0) throw refuse(lessonMessages.selectAtLeastOneQuestion, index);
    if (new Set(set.questionIds).size !== set.questionIds.length)
      throw refuse(lessonMessages.duplicateQuestion, index);
    const questions = set.questionIds.map((id) => bank.get(id));
    if (questions.some((q) => q === undefined)) throw refuse(lessonMessages.questionsNotInLesson, index);
    const types = new Set(questions.map((q) => q?.type));
    if (types.size !== 1) throw refuse(lessonMessages.questionsOfOneType, index);
    if (set.time < 0 || set.time > durationSeconds) throw refuse(lessonMessages.timeOutsideVideo, index);
    return { ...set, type: [...types][0] as QuestionType };
  });
  const byTime = checked.map((set, index) => ({ set, index })).sort((a, b) => a.set.time - b.set.time);
  for (let i = 1; i < byTime.length; i++) {
    const [before, after] = [byTime[i - 1], byTime[i]];
    if (before && after && after.set.time - before.set.time < QUESTION_SET_MIN_GAP_SECONDS)
      throw refuse(lessonMessages.questionSetNearBy, after.index);
  }
  return checked;
};
