export { type CandidateClock, createCandidateClock } from './candidate-clock';
export { FLAG_KEPT_WAIT_MS, type FlagRaise } from './candidate-flags';
export {
  type ExamEventListener,
  type ExamEventMethod,
  type ExamEventPayload,
  type ExamEventSource,
  readExamEvent,
} from './exam-events';
export { downloadExamReport, fetchExamFile, uploadExamStill } from './exam-files';
export {
  CONFERENCE_WAIT_MS,
  createExamSession,
  type ExamExit,
  type ExamSession,
  type ExamSessionOptions,
  type ExamSessionSnapshot,
  type HeardExamMessage,
} from './exam-session';
export { captureStill } from './exam-still';
