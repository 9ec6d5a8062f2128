import {
  examEventPayloads,
  proctoringEndpoints,
  type RoomCaller,
  type RoomEvent,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { examOfRoom } from './exam-calls';

/**
 * Keeps an examiner's message (chatexam) with the proctoring service once the room delivered it. The
 * candidate has it already; a failure to keep it is logged, and the exam goes on.
 */
export const keepExamMessage = async (
  ctx: RoomServiceContext,
  caller: RoomCaller,
  room: string,
  event: RoomEvent,
  requestId: string,
): Promise<void> => {
  if (!('actor' in caller)) return;
  const examId = await examOfRoom(ctx, room);
  if (examId === null) return;
  const { toUserId, message } = examEventPayloads.chatexam.parse(JSON.parse(event.payload));
  try {
    await call(
      ctx.nc,
      proctoringEndpoints.messageRecord,
      { actor: caller.actor, examId, toUserId, message },
      { requestId },
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'an examiner message was delivered but not kept');
  }
};
