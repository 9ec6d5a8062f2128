import type { DisqualificationReason, ExamFlagKind, ExamRoomSnapshot } from '@canstring/contracts';
import { secondsBetween } from '../common/exam-clock';

/** A flag as the examiner's screens show it (ids as text, whether heard live or read with the exam). */
export interface ShownFlag {
  flagId: string;
  userId: string;
  userName: string;
  kind: ExamFlagKind;
  detail: string | null;
  at: string;
  stills: { kind: 'camera' | 'screen'; path: string }[];
}

/** A room participant, as far as the candidates list needs one. */
export interface PresentPerson {
  participantId: string;
  userId: string | null;
}

/** One row of the Candidates list. */
export interface CandidateRow {
  userId: string;
  userName: string;
  /** Their participant in the room now; null while away. */
  participantId: string | null;
  startedAt: string | null;
  endedAt: string | null;
  /** Seconds since their start: their last updateCandidateTime, else counted from the start. */
  elapsed: number;
  disqualified: DisqualificationReason | null;
  flags: ShownFlag[];
}

/**
 * The Candidates list from the exam's room snapshot (who joined, started, ended, was disqualified),
 * who is in the room now, the times the candidates send, and the flags (oldest first per candidate).
 * The examiner is never a candidate.
 */
export const candidateRows = ({
  exam,
  present,
  times,
  flags,
  now,
}: {
  exam: ExamRoomSnapshot | null;
  present: readonly PresentPerson[];
  times: Readonly<Record<string, number>>;
  flags: readonly ShownFlag[];
  now: Date;
}): CandidateRow[] => {
  if (!exam) return [];
  const flagsOf = new Map<string, ShownFlag[]>();
  for (const flag of [...flags].sort((a, b) => a.at.localeCompare(b.at))) {
    const list = flagsOf.get(flag.userId) ?? [];
    list.push(flag);
    flagsOf.set(flag.userId, list);
  }
  return exam.candidates
    .filter((candidate) => candidate.userId !== exam.examinerUserId)
    .map((candidate) => {
      const userId = String(candidate.userId);
      const counted = candidate.startedAt
        ? secondsBetween(candidate.startedAt, candidate.endedAt ? new Date(candidate.endedAt) : now)
        : 0;
      const participant = present.find((person) => person.userId === userId);
      return {
        userId,
        userName: candidate.userName,
        participantId: participant?.participantId ?? null,
        startedAt: candidate.startedAt,
        endedAt: candidate.endedAt,
        elapsed: candidate.endedAt ? counted : (times[userId] ?? counted),
        disqualified: candidate.disqualified,
        flags: flagsOf.get(userId) ?? [],
      };
    });
};

/** Flags read with the exam and heard live, once each (a live one replaces nothing it already has). */
export const mergeFlags = (read: readonly ShownFlag[], heard: readonly ShownFlag[]): ShownFlag[] => {
  const byId = new Map<string, ShownFlag>();
  for (const flag of heard) byId.set(flag.flagId, flag);
  // What the exam's read says wins: it carries the stills kept since.
  for (const flag of read) byId.set(flag.flagId, flag);
  return [...byId.values()];
};
