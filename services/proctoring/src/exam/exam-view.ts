import {
  candidateLinkPath,
  type DisqualificationReason,
  type Exam,
  type ExamCandidate,
  type ExamStatus,
  examAliasOf,
  examinerLinkPath,
} from '@canstring/contracts';
import type { CandidateRow, ExamRow } from '../db/schema';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** When an exam is due to end: its start plus its duration. */
export const endOf = (row: Pick<ExamRow, 'startAt' | 'durationMinutes'>): Date =>
  new Date(row.startAt.getTime() + row.durationMinutes * 60_000);

/** An exam as its examiner and candidates see it. */
export const toExam = (row: ExamRow): Exam => ({
  examId: row.id,
  title: row.title,
  groupId: row.groupId,
  groupName: row.groupName,
  examinerUserId: row.examinerUserId,
  examinerName: row.examinerName,
  startAt: row.startAt.toISOString(),
  durationMinutes: row.durationMinutes,
  endAt: endOf(row).toISOString(),
  status: row.status as ExamStatus,
  startedAt: iso(row.startedAt),
  stoppedAt: iso(row.stoppedAt),
  room: row.room,
  alias: examAliasOf(row.id),
  candidateLink: candidateLinkPath(row.id),
  examinerLink: examinerLinkPath(row.id),
  createdAt: row.createdAt.toISOString(),
});

/** Whole seconds from a candidate's start to their end, or to now while they sit the test. */
export const elapsedSecondsOf = (row: Pick<CandidateRow, 'startedAt' | 'endedAt'>, now: Date): number => {
  if (!row.startedAt) return 0;
  const end = row.endedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / 1000));
};

export const toCandidate = (row: CandidateRow, now: Date, flagCount: number): ExamCandidate => ({
  examId: row.examId,
  userId: row.userId,
  userName: row.userName,
  joinedAt: row.joinedAt.toISOString(),
  startedAt: iso(row.startedAt),
  endedAt: iso(row.endedAt),
  elapsedSeconds: elapsedSecondsOf(row, now),
  disqualified: row.disqualified as DisqualificationReason | null,
  disqualifiedAt: iso(row.disqualifiedAt),
  flagCount,
});
