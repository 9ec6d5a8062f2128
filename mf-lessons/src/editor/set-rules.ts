import { lessonMessages, QUESTION_SET_MIN_GAP_SECONDS } from '@canstring/contracts';

/** A question set as the editor holds it before saving: `id` once the server has it. */
export interface DraftSet {
  /** The saved set's id; absent for a set added since the last save. */
  id?: string;
  /** Names the set in the page across edits (the saved id, or a made-up one for a new set). */
  key: string;
  questionIds: string[];
  /** Seconds into the video. */
  time: number;
  required: boolean;
}

/**
 * Why a set cannot go where the teacher puts it (spec 2 §4, §5), or null: no question chosen, or
 * another set within 15 s of its time (the one being changed does not count). The server checks the
 * same rules on save.
 */
export const setProblem = (
  sets: readonly DraftSet[],
  candidate: { questionIds: readonly string[]; time: number },
  changingKey?: string,
): string | null => {
  if (candidate.questionIds.length === 0) return lessonMessages.selectAtLeastOneQuestion;
  const near = sets.some(
    (set) => set.key !== changingKey && Math.abs(set.time - candidate.time) < QUESTION_SET_MIN_GAP_SECONDS,
  );
  return near ? lessonMessages.questionSetNearBy : null;
};

/** The sets by time, as the seek bar and the list show them. */
export const byTime = (sets: readonly DraftSet[]): DraftSet[] => [...sets].sort((a, b) => a.time - b.time);

const sameSet = (a: DraftSet, b: DraftSet) =>
  a.id === b.id &&
  a.time === b.time &&
  a.required === b.required &&
  a.questionIds.length === b.questionIds.length &&
  a.questionIds.every((id, index) => id === b.questionIds[index]);

/** Whether the sets held differ from the saved ones ('Save Interactive Video' shows only then). */
export const hasUnsavedChanges = (saved: readonly DraftSet[], held: readonly DraftSet[]): boolean => {
  if (saved.length !== held.length) return true;
  const a = byTime(saved);
  const b = byTime(held);
  return a.some((set, index) => !sameSet(set, b[index]!));
};
