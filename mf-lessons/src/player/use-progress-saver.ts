import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { SAVE_LESSON_PROGRESS } from '../graphql/documents';

/** While the video plays, where the learner is is saved this often (and at every pause, set and leave). */
export const PROGRESS_SAVE_INTERVAL_MS = 5_000;
/** A position this close to the last one saved is not sent again. */
const SAME_POSITION_SECONDS = 0.5;

export interface ProgressSaverOptions {
  lessonId: string;
  playing: boolean;
  /** The position the server already keeps (not sent again until the learner moves from it). */
  saved: number;
  /** The position to save now (the player keeps it before any unanswered required set). */
  position(): number;
}

/**
 * Keeps the learner's place on the server, so a learner who leaves goes on where they stopped: every
 * few seconds while playing, and when asked (pause, a set reached, the end, leaving the page).
 * A refused save is only logged (spec 2 §8: failed calls are logged).
 */
export const useProgressSaver = ({ lessonId, playing, saved, position }: ProgressSaverOptions) => {
  const client = useApolloClient();
  const lastSaved = useRef(saved);
  const read = useRef(position);
  read.current = position;

  const save = useCallback(
    (completed = false) => {
      const at = Math.max(0, read.current());
      if (
        !completed &&
        lastSaved.current !== null &&
        Math.abs(at - lastSaved.current) < SAME_POSITION_SECONDS
      )
        return;
      lastSaved.current = at;
      client
        .mutate({ mutation: SAVE_LESSON_PROGRESS, variables: { lessonId, position: at, completed } })
        .catch((error: unknown) => console.warn('The lesson progress was not saved', error));
    },
    [client, lessonId],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => save(), PROGRESS_SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, save]);

  // Leaving: the page hidden or closed, or the player left for another screen.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const left = () => save();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', left);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', left);
      save();
    };
  }, [save]);

  return save;
};
