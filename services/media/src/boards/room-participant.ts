import {
  AppError,
  ErrorCode,
  holdsHostPower,
  participantIdSchema,
  type RoomCaller,
  type RoomParticipant,
  type RoomState,
  roomEndpoints,
  roomMessages,
} from '@canstring/contracts';
import { call, type NatsConnection } from '@canstring/service-kit';

/** Host power now: a host by right, or a temporary host whose time has not run out. */
const hasHostPower = (p: RoomParticipant, now: Date): boolean =>
  p.isHost || (holdsHostPower(p) && p.tempHostUntil !== null && new Date(p.tempHostUntil) > now);

/** May draw on the whiteboard, as the room service judges it: a host, or anyone with the whiteboard grant. */
const mayDraw = (p: RoomParticipant, now: Date): boolean => hasHostPower(p, now) || p.wbAllowed;

interface InRoom {
  me: RoomParticipant;
  state: RoomState;
}

/**
 * The caller's own participant in a room, as the room service answers it (it refuses a participant
 * that is not the caller's).
 */
export const callerParticipant = async (
  nc: NatsConnection,
  caller: RoomCaller,
  participantId: string | undefined,
  requestId: string,
): Promise<InRoom> => {
  const id = participantIdSchema.safeParse(participantId?.trim());
  if (!id.success) throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);
  const { state } = await call(nc, roomEndpoints.state, { caller, participantId: id.data }, { requestId });
  const me = state.participants.find((p) => p.participantId === id.data);
  if (!me) throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);
  return { me, state };
};

/** The caller's participant in a live room, when it may draw on the room's whiteboard; FORBIDDEN otherwise. */
export const drawingParticipant = async (
  nc: NatsConnection,
  caller: RoomCaller,
  participantId: string | undefined,
  requestId: string,
): Promise<RoomParticipant> => {
  const { me, state } = await callerParticipant(nc, caller, participantId, requestId);
  if (state.flags.ended) throw new AppError(ErrorCode.Forbidden, roomMessages.meetingOver);
  if (!mayDraw(me, new Date())) throw new AppError(ErrorCode.Forbidden, roomMessages.noWhiteboardRight);
  return me;
};
