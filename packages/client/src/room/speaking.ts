import {
  SPEAKING_LEVELS,
  SPEAKING_RESET_MS,
  SPEAKING_SEND_BLOCK_MS,
  SPEAKING_THRESHOLD,
} from '@canstring/contracts';

/** The speaking indicator's dots for a mic level (spec 2 §2.7): 1 under 40, 2 under 60, 3 from 60. */
export const speakingDots = (level: number): 1 | 2 | 3 => {
  const [two, three] = SPEAKING_LEVELS;
  return level >= three ? 3 : level >= two ? 2 : 1;
};

/**
 * Decides which local mic readings become an `isSpeaking` signal (spec 3 §9): a level above the
 * threshold is sent, then sends are blocked for SPEAKING_SEND_BLOCK_MS.
 */
export const createSpeakingReporter = (send: (level: number) => void) => {
  let blockedUntil = 0;
  return (level: number) => {
    const now = Date.now();
    if (level <= SPEAKING_THRESHOLD || now < blockedUntil) return;
    blockedUntil = now + SPEAKING_SEND_BLOCK_MS;
    send(level);
  };
};

/** Who is speaking now, by participant id, with their last reported level. */
export type SpeakingLevels = Readonly<Record<string, number>>;

/**
 * The levels heard from the room's `isSpeaking` relays; each participant's is cleared
 * SPEAKING_RESET_MS after their last report (spec 3 §9).
 */
export const createSpeakingBoard = (onChange: (levels: SpeakingLevels) => void) => {
  let levels: SpeakingLevels = {};
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    heard(participantId: string, level: number) {
      clearTimeout(timers.get(participantId));
      timers.set(
        participantId,
        setTimeout(() => {
          timers.delete(participantId);
          const { [participantId]: _gone, ...rest } = levels;
          levels = rest;
          onChange(levels);
        }, SPEAKING_RESET_MS),
      );
      levels = { ...levels, [participantId]: level };
      onChange(levels);
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      levels = {};
    },
  };
};
