import { randomBytes } from 'node:crypto';

/** What a room media token names: it is opaque to Janus, the service reads it back when sweeping. */
export interface RoomMediaTokenParts {
  janusRoomId: number;
  participantId: string;
  /** Unix seconds. */
  expiry: number;
}

const PREFIX = 'rm1';

export const newRoomMediaToken = (parts: RoomMediaTokenParts): string =>
  [PREFIX, parts.janusRoomId, parts.participantId, parts.expiry, randomBytes(18).toString('base64url')].join(
    '.',
  );

/** The parts of a token this service issued; null for any other token. */
export const parseRoomMediaToken = (token: string): RoomMediaTokenParts | null => {
  const [prefix, room, participantId, expiry, random] = token.split('.');
  if (prefix !== PREFIX || !room || !participantId || !expiry || !random) return null;
  const janusRoomId = Number(room);
  const expiresAt = Number(expiry);
  if (!Number.isSafeInteger(janusRoomId) || !Number.isSafeInteger(expiresAt)) return null;
  return { janusRoomId, participantId, expiry: expiresAt };
};
