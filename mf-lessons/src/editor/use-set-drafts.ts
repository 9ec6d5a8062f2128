import { useCallback, useMemo, useRef, useState } from 'react';
import type { QuestionSet } from '../graphql/types';
import { type DraftSet, hasUnsavedChanges, setProblem } from './set-rules';

/** The saved sets as the editor holds them. */
export const draftsOf = (sets: readonly QuestionSet[]): DraftSet[] =>
  sets.map((set) => ({
    id: set.id,
    key: `saved-${set.id}`,
    questionIds: [...set.questionIds],
    time: set.time,
    required: set.required,
  }));

/**
 * The question sets the editor holds beside the saved ones: placed, changed and deleted in the page,
 * then saved together ('Save Interactive Video', shown while they differ).
 */
export const useSetDrafts = () => {
  const [saved, setSaved] = useState<DraftSet[] | null>(null);
  const [held, setHeld] = useState<DraftSet[]>([]);
  const fresh = useRef(0);

  /** Takes the server's sets as saved and held (on load and after a save). */
  const reset = useCallback((sets: readonly QuestionSet[]) => {
    const drafts = draftsOf(sets);
    setSaved(drafts);
    setHeld(drafts);
  }, []);

  /**
   * Puts a set at `time` (or changes the one named by `changingKey`); answers the rule it breaks, or
   * null when it was placed.
   */
  const place = useCallback(
    (candidate: { questionIds: string[]; time: number; required: boolean }, changingKey?: string) => {
      const problem = setProblem(held, candidate, changingKey);
      if (problem) return problem;
      setHeld((sets) => {
        const changing = changingKey ? sets.find((set) => set.key === changingKey) : undefined;
        if (changing)
          return sets.map((set) => (set.key === changingKey ? { ...changing, ...candidate } : set));
        fresh.current += 1;
        return [...sets, { key: `new-${fresh.current}`, ...candidate }];
      });
      return null;
    },
    [held],
  );

  const remove = useCallback((key: string) => setHeld((sets) => sets.filter((set) => set.key !== key)), []);

  const unsaved = useMemo(() => !!saved && hasUnsavedChanges(saved, held), [saved, held]);
  return { loaded: saved !== null, held, unsaved, reset, place, remove };
};
