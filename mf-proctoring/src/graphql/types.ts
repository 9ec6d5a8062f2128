import type { DisqualificationReason, ExamFlagKind, ExamRole, ExamStatus } from '@canstring/contracts';

/**
 * Shapes of the gateway's proctoring schema (services/gateway/src/modules/proctoring/proctoring.schema.ts):
 * ids are GraphQL IDs (text); the kinds and statuses are the contracts' words.
 */

export interface Exam {
  examId: string;
  title: string;
  groupId: string;
  groupName: string;
  examinerUserId: string;
  examinerName: string;
  startAt: string;
  durationMinutes: number;
  endAt: string;
  status: ExamStatus;
  startedAt: string | null;
  stoppedAt: string | null;
  room: string;
  alias: string;
  candidateLink: string;
  examinerLink: string;
  createdAt: string;
}

export interface ExamListEntry {
  exam: Exam;
  role: ExamRole;
}

export interface ExamClass {
  groupId: string;
  name: string;
}

export interface ExamCandidate {
  examId: string;
  userId: string;
  userName: string;
  joinedAt: string;
  startedAt: string | null;
  endedAt: string | null;
  elapsedSeconds: number;
  disqualified: DisqualificationReason | null;
  disqualifiedAt: string | null;
  flagCount: number;
}

export interface ExamStill {
  kind: 'camera' | 'screen';
  contentType: string;
  bytes: number;
  path: string;
  at: string;
}

export interface ExamFlag {
  flagId: string;
  examId: string;
  userId: string;
  userName: string;
  kind: ExamFlagKind;
  detail: string | null;
  at: string;
  stills: ExamStill[];
}

export interface ExamMessage {
  messageId: string;
  examId: string;
  toUserId: string;
  fromName: string;
  message: string;
  sentAt: string;
}

export interface ExamDetail {
  exam: Exam;
  role: ExamRole;
  candidates: ExamCandidate[];
  flags: ExamFlag[];
  messages: ExamMessage[];
}

export interface ExamReportCandidate extends ExamCandidate {
  flags: ExamFlag[];
}

export interface ExamReport {
  exam: Exam;
  candidates: ExamReportCandidate[];
  generatedAt: string;
}

export interface NewExamInput {
  groupId: string;
  title: string;
  startAt: string;
  durationMinutes: number;
}
