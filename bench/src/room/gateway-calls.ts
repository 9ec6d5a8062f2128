import { postJson } from '../post-json';

/** A GraphQL operation over HTTP, as a signed-in person or a guest (its token); throws on errors. */
export const gql = async <T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
) => {
  const answer = (await postJson(url, { authorization: `Bearer ${token}` }, { query, variables })) as {
    data?: T;
    errors?: unknown;
  };
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
};

const JOIN = /* GraphQL */ `
  mutation($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId state { room } } }
`;

/** Joins the room of a meeting link through the gateway, as the web app's room entry does. */
export const joinRoom = async (url: string, token: string, alias: string, asHost: boolean) =>
  (
    await gql<{ joinRoom: { participantId: string; state: { room: string } } }>(url, token, JOIN, {
      entry: { alias, currentDate: new Date().toISOString(), zone: 'UTC', windowId: 'bench', asHost },
    })
  ).joinRoom;

const HEARTBEAT = /* GraphQL */ `
  mutation($p: ID!) { roomHeartbeat(participantId: $p, videoEnabled: false, audioEnabled: true) { version } }
`;

/** A participant's heartbeat through the gateway, as a browser tab sends it every ROOM_HEARTBEAT_MS. */
export const heartbeat = (url: string, token: string, participantId: string) =>
  gql(url, token, HEARTBEAT, { p: participantId });
