import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { recordExamSignal } from '../exam/exam-calls';
import { keepExamMessage } from '../exam/exam-messages';
import { roomOfOwnParticipant } from '../room/own-participant';
import { changeRoom } from '../room/room-change';
import { parseSignal } from '../rules/parse-signal';
import { contentToShare } from '../rules/shared-content/content-to-share';
import { signalRule } from '../rules/signal-rule';

/** One real-time method: checked, applied under the room lock, then handed to the room. */
export const signalHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.signal, async ({ caller, participantId, method, payload }, { requestId }) => {
    const signal = parseSignal(method, payload);
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    // What a shareDoc names is found out before the room is taken (it asks the chat service).
    const sharing =
      signal.method === 'shareDoc' ? await contentToShare(ctx, caller, signal.payload, requestId) : null;
    // An exam's signal is recorded by the proctoring service first (it checks the caller's part too).
    const exam = await recordExamSignal(ctx, { caller, room, participantId, signal, requestId });
    const { version, event } = await changeRoom(
      ctx,
      room,
      signalRule(signal, participantId, owner, sharing, exam),
    );
    if (signal.method === 'chatexam' && event) await keepExamMessage(ctx, caller, room, event, requestId);
    return { version };
  });
