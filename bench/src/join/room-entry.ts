import { randomUUID } from 'node:crypto';
import { ROOM_HEARTBEAT_MS, type RoomMediaToken } from '@canstring/contracts';
import { graphql, type Member, tokenOf } from '@canstring/e2e/kit/admin-kit';
import type { APIRequestContext } from '@playwright/test';

const ok = <T>(answer: { data?: T | null; errors?: unknown }, what: string): T => {
  if (!answer.data) throw new Error(`${what} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
};

/** A member in the room through the gateway, as the product's room page enters it, holding their SFU pass. */
export interface EnteredMember {
  participantId: string;
  pass: RoomMediaToken;
  leave(): Promise<void>;
}

/**
 * Enters a member into the meeting's room the way the product does (joinRoom, then the heartbeat every
 * 5 s) and fetches their SFU pass with the gateway's roomMediaToken: the pass the bare janus.js page
 * joins Janus with. Leaving stops the heartbeat and leaves the room.
 */
export const enterRoom = async (
  request: APIRequestContext,
  member: Member,
  alias: string,
): Promise<EnteredMember> => {
  const token = await tokenOf(request, member.email, member.password);
  const { joinRoom } = ok(
    await graphql<{ joinRoom: { participantId: string } }>(
      request,
      'mutation ($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId } }',
      {
        entry: {
          alias,
          currentDate: new Date().toISOString(),
          zone: 'UTC',
          windowId: `bench-${randomUUID()}`,
        },
      },
      token,
    ),
    'joinRoom',
  );
  const { participantId } = joinRoom;
  const { roomMediaToken: pass } = ok(
    await graphql<{ roomMediaToken: RoomMediaToken }>(
      request,
      `query ($participantId: ID!) { roomMediaToken(participantId: $participantId) {
        janusUrl janusRoomId feedId screenFeedId token canPublish iceServers { urls username credential } expiresAt
      } }`,
      { participantId },
      token,
    ),
    'roomMediaToken',
  );
  const heartbeat = setInterval(() => {
    void graphql(
      request,
      'mutation ($id: ID!) { roomHeartbeat(participantId: $id, videoEnabled: true, audioEnabled: false) { version } }',
      { id: participantId },
      token,
    ).catch(() => undefined);
  }, ROOM_HEARTBEAT_MS);
  return {
    participantId,
    pass,
    leave: async () => {
      clearInterval(heartbeat);
      await graphql(
        request,
        'mutation ($id: ID!) { leaveRoom(participantId: $id) }',
        { id: participantId },
        token,
      );
    },
  };
};
