import { z } from 'zod';

/** Refusals of the media service's live-media endpoints (the spec is silent; 'Un authorized' is in `messages`). */
export const mediaMessages = {
  liveMediaNotConfigured: 'Live media is not configured on this server.',
  relayNotConfigured: 'The relay server is not configured.',
  sfuUnavailable: 'The conference server is not available right now. Please try again in a moment.',
} as const;

/** How long TURN credentials and room media tokens stay valid once issued. */
export const MEDIA_CREDENTIALS_TTL_SECONDS = 3600;

/**
 * How long a room media token lets its holder keep a media session: Janus ends sessions whose token
 * is removed, so it outlives a meeting; it is removed earlier when the participant leaves or the
 * meeting ends.
 */
export const ROOM_MEDIA_TOKEN_TTL_SECONDS = 6 * 3600;

/** The relay server's port (spec 2 §9): TURN/STUN over UDP and TCP. */
export const TURN_DEFAULT_PORT = 3478;

/**
 * One ICE server as `RTCPeerConnection` takes it. TURN entries carry time-limited credentials in the
 * coturn REST scheme (username `<unix expiry>:<id>`, credential base64 HMAC-SHA1 of it).
 */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string(),
  credential: z.string(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const turnCredentialsSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** ISO time after which the relay refuses these credentials. */
  expiresAt: z.string(),
});
export type TurnCredentials = z.infer<typeof turnCredentialsSchema>;

/**
 * What a participant needs to join the conference of their room on the SFU (Janus VideoRoom):
 * the WebSocket address, the VideoRoom room id, a token Janus accepts (attach and requests), whether
 * the room service lets them publish now, and relay servers.
 */
export const roomMediaTokenSchema = z.object({
  /** Janus WebSocket API, e.g. ws://host:8188 (subprotocol janus-protocol). */
  janusUrl: z.string(),
  janusRoomId: z.number().int().positive(),
  /**
   * The id to join the VideoRoom with (`join` `id`): the service knows who publishes by it and
   * removes from the SFU a publisher whose id is not that of a participant allowed to publish.
   */
  feedId: z.number().int().positive(),
  /**
   * The id to join the VideoRoom with for a screen share (a second feed of the participant): the
   * service lets it publish only while the room has this participant as its screen sharer.
   */
  screenFeedId: z.number().int().positive(),
  token: z.string(),
  /** Host power or presenter; a participant without it is removed from the SFU if they publish. */
  canPublish: z.boolean(),
  iceServers: z.array(iceServerSchema),
  expiresAt: z.string(),
});
export type RoomMediaToken = z.infer<typeof roomMediaTokenSchema>;

/**
 * The preview's pass (the device preview, before entering): a token Janus accepts for opening a
 * session and attaching, named after the caller's seat, not yet on the room's allowed list, so
 * it can neither publish nor watch. The join with the seat puts this very token on the list, and
 * the session opened in the preview goes on into the room.
 */
export const roomPreviewPassSchema = z.object({
  janusUrl: z.string(),
  token: z.string(),
  /** The participant id the join will give (room service's `seat`). */
  seat: z.uuid(),
  iceServers: z.array(iceServerSchema),
  expiresAt: z.string(),
});
export type RoomPreviewPass = z.infer<typeof roomPreviewPassSchema>;

/** The legacy `POST {media}/tokens/` body (spec 3 §7): room, user, role. */
export const legacyMediaTokenRequestSchema = z.object({
  room: z.string().trim().min(1).max(64),
  user: z.string().trim().min(1).max(200),
  role: z.string().trim().max(32).optional(),
});

/**
 * What the legacy token decodes to (base64 of this JSON): `secure: 1` marks a token the server
 * issued to an admitted user (spec 3 §5: otherwise 'Un authorized').
 */
export const legacyMediaTokenSchema = z.object({
  secure: z.literal(1),
  room: z.string(),
  user: z.string(),
  role: z.string(),
  /** The Janus token inside, for the conference client. */
  token: z.string(),
  janusUrl: z.string(),
  janusRoomId: z.number().int().positive(),
  canPublish: z.boolean(),
  expiresAt: z.string(),
});
export type LegacyMediaToken = z.infer<typeof legacyMediaTokenSchema>;

/** base64 of the token's JSON (UTF-8), as the legacy route answers it. */
export const encodeLegacyMediaToken = (token: LegacyMediaToken): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(token));
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
};

/** Decodes a legacy media token; null when it is not one (the client then shows 'Un authorized'). */
export const decodeLegacyMediaToken = (encoded: string): LegacyMediaToken | null => {
  try {
    const bytes = Uint8Array.from(atob(encoded.trim()), (c) => c.charCodeAt(0));
    const parsed = legacyMediaTokenSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
