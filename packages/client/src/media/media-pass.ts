import type { ApolloClient } from '@apollo/client';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RoomMediaToken, RoomPreviewPass } from '@canstring/contracts';

/** Every field of a pass: the room join asks for it too. */
export const MEDIA_PASS_FIELDS = gql`
  fragment MediaPassFields on RoomMediaToken {
    janusUrl
    janusRoomId
    feedId
    screenFeedId
    token
    canPublish
    iceServers {
      urls
      username
      credential
    }
    expiresAt
  }
`;

export const ROOM_MEDIA_TOKEN: TypedDocumentNode<
  { roomMediaToken: RoomMediaToken },
  { participantId: string }
> = gql`
  query RoomMediaToken($participantId: ID!) {
    roomMediaToken(participantId: $participantId) {
      ...MediaPassFields
    }
  }
  ${MEDIA_PASS_FIELDS}
`;

/** The participant's pass to their room's conference on the SFU (a guest sends their pass). */
export const fetchRoomMediaPass = async (
  client: ApolloClient,
  participantId: string,
  guestToken?: string,
): Promise<RoomMediaToken> => {
  const answer = await client.query({
    query: ROOM_MEDIA_TOKEN,
    variables: { participantId },
    fetchPolicy: 'no-cache',
    ...(guestToken ? { context: { headers: { authorization: `Bearer ${guestToken}` } } } : {}),
  });
  if (!answer.data) throw new Error(answer.error?.message ?? 'no media pass');
  return answer.data.roomMediaToken;
};

/** The room of a meeting link as the device preview stands before it. */
export interface RoomDoor {
  alias: string;
  asHost: boolean;
  /** The viewer's current date (ISO) and IANA zone. */
  currentDate: string;
  zone: string;
}

export const ROOM_PREVIEW_PASS: TypedDocumentNode<{ roomPreviewPass: RoomPreviewPass }, { door: RoomDoor }> =
  gql`
    query RoomPreviewPass($door: RoomDoorInput!) {
      roomPreviewPass(door: $door) {
        janusUrl
        token
        seat
        iceServers {
          urls
          username
          credential
        }
        expiresAt
      }
    }
  `;

/** The device preview's pass to the SFU, for someone the room would admit now (else its refusal). */
export const fetchRoomPreviewPass = async (
  client: ApolloClient,
  door: RoomDoor,
  guestToken?: string,
): Promise<RoomPreviewPass> => {
  const answer = await client.query({
    query: ROOM_PREVIEW_PASS,
    variables: { door },
    fetchPolicy: 'no-cache',
    ...(guestToken ? { context: { headers: { authorization: `Bearer ${guestToken}` } } } : {}),
  });
  if (!answer.data) throw new Error(answer.error?.message ?? 'no preview pass');
  return answer.data.roomPreviewPass;
};
