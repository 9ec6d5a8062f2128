import { TOKEN_TYPES } from '@canstring/contracts';
import { decodeToken, isUuid, signToken } from '../auth/tokens';

/** The type claim of guest tokens; member session tokens carry another, so neither passes for the other. */
const GUEST_TOKEN_TYPE = TOKEN_TYPES.guest;

export interface GuestClaims {
  guestId: string;
  sessionId: string;
  meetingAlias: string;
}

export const signGuestToken = (claims: GuestClaims, secret: string, expiresAt: Date): string =>
  signToken(
    { sub: claims.guestId, sid: claims.sessionId, mtg: claims.meetingAlias, typ: GUEST_TOKEN_TYPE },
    secret,
    expiresAt,
  );

/** The claims of a genuine, unexpired guest token, or undefined (a member token included). */
export const readGuestToken = (token: string, secret: string): GuestClaims | undefined => {
  const p = decodeToken(token, secret, GUEST_TOKEN_TYPE);
  if (!p || !isUuid(p.sub) || !isUuid(p.sid) || typeof p.mtg !== 'string') return undefined;
  return { guestId: p.sub, sessionId: p.sid, meetingAlias: p.mtg };
};
