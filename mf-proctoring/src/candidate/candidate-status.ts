import type { ExamRoomSnapshot } from '@canstring/contracts';

/**
 * Where the candidate stands: joining the room; refused (not admitted, or put out); waiting for the
 * examiner's Start Test; ready (the test started: their Start Test shows); started (their own test
 * runs); stopped (the examiner stopped the test: exited); disqualified.
 */
export type CandidateStatus =
  | 'joining'
  | 'refused'
  | 'waiting'
  | 'ready'
  | 'started'
  | 'stopped'
  | 'disqualified';

export const candidateStatusOf = ({
  roomStatus,
  exam,
  userId,
}: {
  /** The room session's status (joining, live, refused, removed, ended, left). */
  roomStatus: string;
  exam: ExamRoomSnapshot | null;
  userId: number;
}): CandidateStatus => {
  const me = exam?.candidates.find((candidate) => candidate.userId === userId);
  if (me?.disqualified) return 'disqualified';
  if (exam?.status === 'stopped') return 'stopped';
  if (roomStatus === 'joining') return 'joining';
  if (roomStatus !== 'live') return roomStatus === 'left' ? 'stopped' : 'refused';
  if (!exam) return 'joining';
  if (me?.startedAt) return me.endedAt ? 'stopped' : 'started';
  return exam.status === 'started' ? 'ready' : 'waiting';
};
