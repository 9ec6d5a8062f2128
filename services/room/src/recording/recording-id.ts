import { randomBytes } from 'node:crypto';

/**
 * A recording's id (its unique name and file name): the room, when it started (ms since 1970), and a
 * random part, e.g. `4821_1795330000000_k3f9`. The start time is read back when it stops.
 */
export const newRecordingId = (room: string, startedAt: Date): string =>
  `${room}_${startedAt.getTime()}_${randomBytes(3).toString('hex')}`;

export const startOfRecording = (recordingId: string): Date => {
  const ms = Number(recordingId.split('_')[1]);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : new Date();
};
