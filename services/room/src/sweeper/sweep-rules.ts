import { markAway } from '../exam/exam-presence';
import type { RoomRule } from '../room/room-rule';
import { endMeeting, removeParticipants } from '../rules/end-meeting';
import { holdsTempHost } from '../rules/rights';

/** Participants silent past the grace leave the room. */
export const silentLeave =
  (graceMs: number): RoomRule =>
  async ({ model, now }) => {
    const leavers = model.participants.filter(
      (p) => now.getTime() - new Date(p.lastSeenAt).getTime() > graceMs,
    );
    const silent = leavers.map((p) => p.participantId);
    if (!silent.length) return { event: null };
    removeParticipants(model, silent);
    markAway(model, leavers, 'connectionLost', now);
    return { event: { method: 'onUserDisconnected' } };
  };

/** Temporary hosts whose power ran out lose it. */
export const tempHostExpiry: RoomRule = async ({ model, now }) => {
  const expired = model.participants.filter((p) => p.temphost && !holdsTempHost(p, now));
  if (!expired.length) return { event: null };
  for (const p of expired) {
    p.temphost = false;
    p.tempHostUntil = null;
  }
  return { event: { method: 'onTempHostExpired' } };
};

/**
 * The hosts by right (spec 3 §4 Host disconnected): once the last of them has left while others
 * remain, the room hears they are away; when one is back, that they returned; when they stayed away
 * absentMs, the meeting ends.
 */
export const hostAbsence =
  (absentMs: number): RoomRule =>
  async (scope) => {
    const { model, now } = scope;
    const { flags } = model;
    // An exam goes on without its examiner: candidates are never sent away for the examiner's absence.
    if (flags.ended || model.features.exam) return { event: null };
    const hostHere = model.participants.some((p) => p.isHost);
    if (flags.hostAbsentSince) {
      if (hostHere) {
        flags.hostAbsentSince = null;
        return { event: { method: 'onHostReturned' } };
      }
      if (now.getTime() - new Date(flags.hostAbsentSince).getTime() >= absentMs)
        return { event: await endMeeting(scope, 'hostAbsent', null) };
      return { event: null };
    }
    if (hostHere || !model.hostWasPresent || model.participants.length === 0) return { event: null };
    flags.hostAbsentSince = now.toISOString();
    return { event: { method: 'onHostAbsent' } };
  };
