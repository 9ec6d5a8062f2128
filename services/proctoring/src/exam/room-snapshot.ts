import type { DisqualificationReason, ExamRoomSnapshot, ExamStatus } from '@canstring/contracts';
import type { CandidateRow, ExamRow } from '../db/schema';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The exam as its live room keeps it (room feature `exam`); the room adds who is away. */
export const roomSnapshotOf = (exam: ExamRow, candidates: CandidateRow[]): ExamRoomSnapshot => ({
  examId: exam.id,
  examinerUserId: exam.examinerUserId,
  status: exam.status as ExamStatus,
  startedAt: iso(exam.startedAt),
  stoppedAt: iso(exam.stoppedAt),
  durationMinutes: exam.durationMinutes,
  candidates: candidates.map((c) => ({
    userId: c.userId,
    userName: c.userName,
    startedAt: iso(c.startedAt),
    endedAt: iso(c.endedAt),
    leftAt: null,
    leftHow: null,
    disqualified: c.disqualified as DisqualificationReason | null,
  })),
});
