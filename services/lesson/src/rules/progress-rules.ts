import { AppError, ErrorCode, lessonMessages, REQUIRED_SET_SLACK_SECONDS } from '@canstring/contracts';
import type { QuestionSetRow } from '../db/schema';

/** The earliest required set the learner has not answered, if any. */
export const firstOpenRequiredSet = (
  sets: QuestionSetRow[],
  answeredSetIds: Set<number>,
): QuestionSetRow | undefined =>
  [...sets].sort((a, b) => a.time - b.time).find((s) => s.required && !answeredSetIds.has(s.id));

/**
 * A learner may not go past an unanswered required set: a position (or an answer to a later set)
 * beyond its time, with a little slack for the player's reporting, is refused (CONFLICT).
 */
export const requireNoOpenSetBefore = (
  time: number,
  sets: QuestionSetRow[],
  answeredSetIds: Set<number>,
  exceptSetId?: number,
): void => {
  const open = firstOpenRequiredSet(
    sets.filter((s) => s.id !== exceptSetId),
    answeredSetIds,
  );
  if (open && time > open.time + REQUIRED_SET_SLACK_SECONDS)
    throw new AppError(ErrorCode.Conflict, lessonMessages.requiredSetFirst);
};
