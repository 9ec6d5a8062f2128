import { AppError, type ErrorBody, ErrorCode, roomEndpoints, roomMessages } from '@canstring/contracts';
import { handler, identityOf, ONE_VERSION_READ, verifyActorAssertion } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { mayReadChat, readRoom, roomChatWithOwners } from '../db/room-store';
import { ownerOf } from '../room/model';
import { roomViewOf } from '../room/room-state';

const notInRoom: ErrorBody = { code: ErrorCode.Forbidden, message: roomMessages.notInRoom };

const bodyOf = (error: unknown): ErrorBody => {
  if (error instanceof AppError) return error.toBody();
  throw error;
};

/**
 * The room's state for several of its participants at once (a gateway's subscriptions starting
 * together). The request names no one, so no assertion is checked for it as a whole: each ask's own
 * assertion is checked here, and an ask is answered only for a participant of this room its caller
 * owns (anything else is refused alike, as `room.state` refuses it, so ids cannot be probed). Read in
 * one transaction that sees one version of the room, without waiting for its changes.
 */
export const statesHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.states, async ({ room, asks }) => {
    const refused: { participantId: string; error: ErrorBody }[] = [];
    const asked: { participantId: string; owner: string }[] = [];
    for (const ask of asks) {
      try {
        verifyActorAssertion(ask.assertion, identityOf(ask) ?? {});
        asked.push({ participantId: ask.participantId, owner: ownerOf(ask.caller) });
      } catch (error) {
        refused.push({ participantId: ask.participantId, error: bodyOf(error) });
      }
    }
    return ctx.db.transaction(async (tx) => {
      const model = await readRoom(tx, room);
      if (!model) throw new AppError(ErrorCode.NotFound, roomMessages.notInRoom);
      const ownerOfParticipant = new Map(model.participants.map((p) => [p.participantId, p.owner]));
      const readers = asked.filter(({ participantId, owner }) => {
        const admitted = ownerOfParticipant.get(participantId) === owner;
        if (!admitted) refused.push({ participantId, error: notInRoom });
        return admitted;
      });
      const chat = readers.length === 0 ? [] : await roomChatWithOwners(tx, room);
      const readable = chat.filter((c) => readers.some((r) => mayReadChat(c, r.owner)));
      const privateOf = (owner: string) =>
        readable.filter((c) => c.toOwner !== null && mayReadChat(c, owner)).map((c) => c.message.id);
      return {
        view: roomViewOf(model),
        chat: readable.map((c) => c.message),
        readers: readers.map(({ participantId, owner }) => ({
          participantId,
          privateChat: privateOf(owner),
        })),
        refused,
      };
    }, ONE_VERSION_READ);
  });
