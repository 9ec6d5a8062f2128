import type { RoomModel } from '../room/model';
import { hasHostPower } from '../rules/rights';

/**
 * A recording needs a host in the room: when the last one with host power has gone (left, fell
 * silent, was removed, lost a temporary hosting) it stops, as a host would stop it.
 */
export const stopRecordingWithoutHosts = (model: RoomModel, now: Date): void => {
  if (!model.flags.recording) return;
  if (model.participants.some((p) => hasHostPower(p, now))) return;
  model.flags = { ...model.flags, recording: false, recordingId: null };
};

/** The recording a change stopped, if any. */
export const recordingStoppedBetween = (before: RoomModel, after: RoomModel): string | null =>
  before.flags.recordingId && before.flags.recordingId !== after.flags.recordingId
    ? before.flags.recordingId
    : null;
