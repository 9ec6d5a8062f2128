export { loadProctoringConfig, type ProctoringConfig, proctoringConfigShape } from './config';
export {
  PROCTORING_SERVICE_NAME,
  type ProctoringService,
  startProctoringService,
} from './proctoring-service';
