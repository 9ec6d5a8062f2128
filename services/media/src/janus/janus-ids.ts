import { createHmac } from 'node:crypto';

/** Largest id Janus and JavaScript agree on (53 bits). */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * The VideoRoom id of a meeting: 48 bits derived with the service's secret, so it looks random to
 * everyone else. Every instance of the service finds the same id without storing it, while a holder
 * of one room's token can neither derive nor guess another room's id from its meeting number (Janus
 * answers its read-only requests, `listparticipants` among them, to any token naming a room).
 */
export const janusRoomIdOf = (room: string, secret: string): number => {
  const n = createHmac('sha256', secret).update(`room-id:${room}`).digest().readUIntBE(0, 6);
  return n === 0 ? 1 : n;
};

/**
 * The VideoRoom feed id of a participant: derived with a secret, so no one can guess the id of a
 * participant they have not seen in the room.
 */
export const feedIdOf = (participantId: string, secret: string): number => {
  const n = createHmac('sha256', secret).update(`feed:${participantId}`).digest().readUIntBE(0, 6);
  return Math.min(MAX_ID, n === 0 ? 1 : n);
};

/**
 * The VideoRoom feed id of a participant's screen share: a second feed, derived like the camera's
 * under another name, so the guard can tell it apart and let it publish only while they share.
 */
export const screenFeedIdOf = (participantId: string, secret: string): number => {
  const n = createHmac('sha256', secret).update(`screen:${participantId}`).digest().readUIntBE(0, 6);
  return Math.min(MAX_ID, n === 0 ? 1 : n);
};

/** The secret that lets only the service edit, kick in or destroy one VideoRoom. */
export const roomSecretOf = (janusRoomId: number, secret: string): string =>
  createHmac('sha256', secret).update(`room:${janusRoomId}`).digest('base64url');
