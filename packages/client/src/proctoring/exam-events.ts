import { examEventPayloads } from '@canstring/contracts';
import type { RoomEventView } from '../room/room-types';

/** The exam room's events, each read by the payload schema its event carries (contracts exam-room.ts). */
export type ExamEventMethod = keyof typeof examEventPayloads;
export type ExamEventPayload<M extends ExamEventMethod> = ReturnType<(typeof examEventPayloads)[M]['parse']>;

/** Who an exam event came from: the sender's participant (null for the room service's own) and whether it is this tab. */
export interface ExamEventSource {
  fromParticipantId: string | null;
  mine: boolean;
}

export type ExamEventListener<M extends ExamEventMethod> = (
  payload: ExamEventPayload<M>,
  source: ExamEventSource,
) => void;

const isExamEvent = (method: string): method is ExamEventMethod => method in examEventPayloads;

/**
 * An exam event's payload as its schema reads it; null for any other event, or a payload the schema
 * refuses (passed over).
 */
export const readExamEvent = (
  event: RoomEventView,
): { method: ExamEventMethod; payload: ExamEventPayload<ExamEventMethod> } | null => {
  if (!isExamEvent(event.method)) return null;
  let value: unknown;
  try {
    value = JSON.parse(event.payload);
  } catch {
    return null;
  }
  const read = examEventPayloads[event.method].safeParse(value);
  return read.success ? { method: event.method, payload: read.data } : null;
};
