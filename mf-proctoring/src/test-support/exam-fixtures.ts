import type { Exam, ExamDetail, ExamFlag, ExamReport, ExamReportCandidate } from '../graphql/types';

/** Exams as the gateway answers them, for the screens' tests. */
export const gqlExam = (change: Partial<Exam> = {}): Exam => ({
  examId: '7',
  title: 'Algebra final',
  groupId: '4',
  groupName: 'Class 4B',
  examinerUserId: '30',
  examinerName: 'Ada Examiner',
  startAt: '2026-03-10T18:00:00.000Z',
  durationMinutes: 60,
  endAt: '2026-03-10T19:00:00.000Z',
  status: 'scheduled',
  startedAt: null,
  stoppedAt: null,
  room: '12345678901234',
  alias: 'exam-7',
  candidateLink: '/proctoring/candidate?exam=7',
  examinerLink: '/proctoring/examinor?exam=7',
  createdAt: '2026-03-09T10:00:00.000Z',
  ...change,
});

export const gqlFlag = (change: Partial<ExamFlag> = {}): ExamFlag => ({
  flagId: '11111111-1111-4111-8111-111111111111',
  examId: '7',
  userId: '31',
  userName: 'Cy Candidate',
  kind: 'tabLeft',
  detail: 'hidden',
  at: '2026-03-10T18:05:00.000Z',
  stills: [],
  ...change,
});

export const gqlDetail = (change: Partial<ExamDetail> = {}): ExamDetail => ({
  exam: gqlExam(),
  role: 'examiner',
  candidates: [],
  flags: [],
  messages: [],
  ...change,
});

export const gqlReportCandidate = (change: Partial<ExamReportCandidate> = {}): ExamReportCandidate => ({
  examId: '7',
  userId: '31',
  userName: 'Cy Candidate',
  joinedAt: '2026-03-10T18:00:00.000Z',
  startedAt: '2026-03-10T18:01:00.000Z',
  endedAt: '2026-03-10T18:41:05.000Z',
  elapsedSeconds: 2405,
  disqualified: null,
  disqualifiedAt: null,
  flagCount: 0,
  flags: [],
  ...change,
});

export const gqlReport = (change: Partial<ExamReport> = {}): ExamReport => ({
  exam: gqlExam({ status: 'stopped' }),
  candidates: [],
  generatedAt: '2026-03-10T18:45:00.000Z',
  ...change,
});
