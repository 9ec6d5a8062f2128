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

const PASS_FIELDS =
  'janusUrl janusRoomId feedId screenFeedId token canPublish iceServers { urls username credential } expiresAt';

/**
 * Enters a member into the meeting's room the way the product does (joinRoom, answered with the SFU
 * pass as the product asks it, then the heartbeat every 5 s): the pass a bare janus.js page joins
 * Janus with. Leaving stops the heartbeat and leaves the room. `token` skips the sign-in.
 */
export const enterRoom = async (
  request: APIRequestContext,
  member: Member,
  alias: string,
  token?: string,
): Promise<EnteredMember> => {
  const signedIn = token ?? (await tokenOf(request, member.email, member.password));
  const { joinRoom } = ok(
    await graphql<{ joinRoom: { participantId: string; media: RoomMediaToken | null } }>(
      request,
      `mutation ($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId media { ${PASS_FIELDS} } } }`,
      {
        entry: {
          alias,
          currentDate: new Date().toISOString(),
          zone: 'UTC',
          windowId: `bench-${randomUUID()}`,
        },
      },
      signedIn,
    ),
    'joinRoom',
  );
  const { participantId, media: pass } = joinRoom;
  if (!pass) throw new Error('joinRoom answered without an SFU pass');
  const heartbeat = setInterval(() => {
    void graphql(
      request,
      'mutation ($id: ID!) { roomHeartbeat(participantId: $id, videoEnabled: true, audioEnabled: false) { version } }',
      { id: participantId },
      signedIn,
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
        signedIn,
      );
    },
  };
};
