/** Where a question set sits in the lesson, and where the learner stands with it. */
export interface SetMark {
  id: string;
  /** Seconds from the start of the video. */
  time: number;
  required: boolean;
  /** Answered (kept by the server): never shown again on its own, and never holds the learner back. */
  answered: boolean;
}

/**
 * The set the playback reaches while going on from `from` to `to` (seconds), if any: the earliest one
 * in that stretch not answered and not already passed in this viewing (`passed`: set ids the learner
 * has seen and closed). A set at `from` itself counts, so a set at 0 s stops the very start.
 */
export const setReached = (
  marks: readonly SetMark[],
  from: number,
  to: number,
  passed: ReadonlySet<string>,
): SetMark | null => {
  if (to < from) return null;
  let first: SetMark | null = null;
  for (const mark of marks) {
    if (mark.answered || passed.has(mark.id)) continue;
    if (mark.time < from || mark.time > to) continue;
    if (!first || mark.time < first.time) first = mark;
  }
  return first;
};

/**
 * The first required set not yet answered: the learner may neither play nor seek past its time
 * (spec 2 §2.6, the server refuses progress past it as well). Null when nothing holds them back.
 */
export const barrierOf = (marks: readonly SetMark[]): SetMark | null => {
  let first: SetMark | null = null;
  for (const mark of marks)
    if (mark.required && !mark.answered && (!first || mark.time < first.time)) first = mark;
  return first;
};

/** Where a seek to `target` may land: never past an unanswered required set (then it stops on it). */
export const allowedSeek = (
  marks: readonly SetMark[],
  target: number,
): { position: number; blockedBy: SetMark | null } => {
  const barrier = barrierOf(marks);
  if (barrier && target > barrier.time) return { position: barrier.time, blockedBy: barrier };
  return { position: target, blockedBy: null };
};
