import type { ExamFlag, ExamFlagKind } from '@canstring/contracts';
import { uploadExamStill } from './exam-files';
import { captureStill } from './exam-still';

/** How long a raised flag waits for the room to answer it kept (its flagId comes with the event). */
export const FLAG_KEPT_WAIT_MS = 15_000;

export interface FlagRaise {
  kind: ExamFlagKind;
  /** A short detail (the shared surface: 'window', 'browser'). */
  detail?: string | null;
  /** When it happened, if earlier than now (an offline spell told once back). */
  happenedAt?: string | null;
}

interface FlagParts {
  examId: () => number;
  /** The camera and screen tracks this page sends now (null when not). */
  cameraTrack: () => MediaStreamTrack | null;
  screenTrack: () => MediaStreamTrack | null;
  sendFlag: (raise: Required<FlagRaise>) => Promise<void>;
  sendStillsKept: (flagId: string) => Promise<void>;
}

/**
 * A candidate's flags: the stills of camera and screen taken at once, the flag sent into the room
 * (examFlag), the kept flag heard back (its flagId), the stills uploaded to the file server, and
 * the examiner told they are there (examFlagStill).
 */
export const createCandidateFlags = (parts: FlagParts) => {
  const waiting: { kind: ExamFlagKind; resolve: (flag: ExamFlag) => void }[] = [];

  const keptFlag = (kind: ExamFlagKind) => {
    let entry: (typeof waiting)[number] | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const promise = new Promise<ExamFlag>((resolve, reject) => {
      entry = {
        kind,
        resolve: (flag) => {
          clearTimeout(timer);
          resolve(flag);
        },
      };
      waiting.push(entry);
      timer = setTimeout(() => {
        drop();
        reject(new Error('The flag was not kept'));
      }, FLAG_KEPT_WAIT_MS);
    });
    const drop = () => {
      const at = entry ? waiting.indexOf(entry) : -1;
      if (at >= 0) waiting.splice(at, 1);
      clearTimeout(timer);
    };
    // A refusal below is the caller's to hear; this promise's own is then not waited for.
    promise.catch(() => undefined);
    return { promise, drop };
  };

  return {
    /** The room kept one of this page's flags (its examFlag event, ours). */
    heard(flag: ExamFlag) {
      const at = waiting.findIndex((w) => w.kind === flag.kind);
      if (at < 0) return;
      const [entry] = waiting.splice(at, 1);
      entry?.resolve(flag);
    },
    /** Raises a flag with the stills of this moment; answers it as kept (its stills uploaded). */
    async raise({ kind, detail = null, happenedAt = null }: FlagRaise): Promise<ExamFlag> {
      const stills = Promise.all([captureStill(parts.cameraTrack()), captureStill(parts.screenTrack())]);
      const kept = keptFlag(kind);
      try {
        await parts.sendFlag({ kind, detail, happenedAt });
      } catch (error) {
        kept.drop();
        throw error;
      }
      const flag = await kept.promise;
      const [camera, screen] = await stills;
      const examId = parts.examId();
      if (camera) await uploadExamStill(examId, flag.flagId, 'camera', camera);
      if (screen) await uploadExamStill(examId, flag.flagId, 'screen', screen);
      if (camera || screen) await parts.sendStillsKept(flag.flagId);
      return flag;
    },
  };
};
