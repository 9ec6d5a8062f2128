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

/** One query asked afresh (never from the cache) as the caller: a guest sends their pass. */
const askAfresh = async <T, V extends Record<string, unknown>>(
  client: ApolloClient,
  query: TypedDocumentNode<T, V>,
  variables: V,
  guestToken: string | undefined,
): Promise<T> => {
  const answer = await client.query<T, V>({
    query,
    variables,
    fetchPolicy: 'no-cache',
    ...(guestToken ? { context: { headers: { authorization: `Bearer ${guestToken}` } } } : {}),
  } as ApolloClient.QueryOptions<T, V>);
  if (!answer.data) throw new Error(answer.error?.message ?? 'no answer');
  return answer.data as T;
};

/** The participant's pass to their room's conference on the SFU (a guest sends their pass). */
export const fetchRoomMediaPass = async (
  client: ApolloClient,
  participantId: string,
  guestToken?: string,
): Promise<RoomMediaToken> =>
  (await askAfresh(client, ROOM_MEDIA_TOKEN, { participantId }, guestToken)).roomMediaToken;

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
): Promise<RoomPreviewPass> =>
  (await askAfresh(client, ROOM_PREVIEW_PASS, { door }, guestToken)).roomPreviewPass;
