import {
  EXAM_ROOM_OTHER_METHODS,
  EXAM_SIGNAL_METHODS,
  proctoringMessages,
  type RoomSignalMethod,
} from '@canstring/contracts';
import type { RoomModel } from '../room/model';

const examMethods = new Set<string>(EXAM_SIGNAL_METHODS);
const allowedInExam = new Set<string>([...EXAM_SIGNAL_METHODS, ...EXAM_ROOM_OTHER_METHODS]);

/**
 * An exam's room takes its own signals and the few a page needs (its camera and mic, the state asked
 * again); nothing else (no chat between candidates, no hands, no stage). A meeting's room takes none
 * of the exam's. Answers the refusal, or null.
 */
export const examRoomRefusal = (model: RoomModel, method: RoomSignalMethod): string | null => {
  if (model.features.exam) return allowedInExam.has(method) ? null : proctoringMessages.notInExam;
  return examMethods.has(method) ? proctoringMessages.notAnExamRoom : null;
};
