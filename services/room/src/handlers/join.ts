import { examIdOfAlias, roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { ensureRoom, roomInfoOf } from '../db/room-store';
import { seatAdmission } from '../db/seat-store';
import { admit } from '../entry/admission';
import { ownerOf } from '../room/model';
import { changeRoom } from '../room/room-change';
import { joinRule } from '../rules/join-rule';

/**
 * Enters the room of a meeting link once the meeting service admits the caller (spec 3 §2, §7), or
 * with the admission of the caller's seat, given in the device preview within ROOM_SEAT_ADMISSION_MS.
 */
export const joinHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.join, async (input, { requestId }) => {
    // A seat given in the device preview a moment ago brings its admission; else the meeting service.
    const owner = ownerOf(input.caller);
    // An exam is admitted afresh at every join: its state (a disqualification, the stop) moves on.
    const seated =
      input.seat === undefined || examIdOfAlias(input.alias) !== null
        ? null
        : await seatAdmission(ctx.db, {
            seat: input.seat,
            owner,
            alias: input.alias,
            asHost: input.asHost,
            now: ctx.clock.now(),
          });
    const admission = seated ?? (await admit(ctx, input, requestId));
    const { entry } = admission;
    // A seat's room was made when the seat was given (rooms stay).
    if (!seated) await ensureRoom(ctx.db, roomInfoOf(entry));
    const { answer } = await changeRoom(
      ctx,
      entry.meetingNumber,
      joinRule(input.caller, owner, input.windowId, admission, input.audioEnabled, input.seat),
    );
    if (!answer) throw new Error('join composed no answer');
    return answer;
  });
