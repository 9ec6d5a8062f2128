import {
  AppError,
  ErrorCode,
  meetingMessages,
  type RoomCaller,
  type RoomParticipant,
  roomEndpoints,
  type TranscriptionQuery,
  transcriptionMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';
import { refused } from './socket-close';

/** The speaker as the room knows them: who calls (member or guest) and their participant. */
export interface RoomSpeaker {
  caller: RoomCaller;
  participant: RoomParticipant;
}

/** A signed-in member speaking to the assistant: in no room, so only their socket hears the text. */
export interface AssistantSpeaker {
  caller: RoomCaller;
  participant?: undefined;
}

const isUnauthenticated = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.Unauthenticated;

/**
 * The room's caller for a token: the member whose session token it is, else the guest whose meeting
 * pass it is (the room service checks the pass is for the room's meeting).
 */
const callerOf = async (
  ctx: TranscriptionServiceContext,
  token: string | undefined,
  requestId: string,
): Promise<RoomCaller> => {
  try {
    return { actor: (await ctx.verifier.verify(token, requestId)).actor };
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
  }
  try {
    if (!token) throw new AppError(ErrorCode.Unauthenticated, meetingMessages.signInOrGuestPass);
    return { guest: (await ctx.verifier.verifyGuest(token, requestId)).guest };
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    throw refused(meetingMessages.signInOrGuestPass);
  }
};

/**
 * Admits a speaker: signed in or holding a guest pass, their own participant in the room the query
 * names, with the host's captions on there. Refused (4403) with the reason otherwise.
 */
export const admitSpeaker = async (
  ctx: TranscriptionServiceContext,
  query: TranscriptionQuery,
  token: string | undefined,
  requestId: string,
): Promise<RoomSpeaker> => {
  const caller = await callerOf(ctx, token, requestId);
  let participant: RoomParticipant | undefined;
  let captionsOn = false;
  try {
    const { state } = await call(
      ctx.nc,
      roomEndpoints.state,
      { caller, participantId: query.participantId },
      { requestId },
    );
    participant = state.participants.find((p) => p.participantId === query.participantId);
    captionsOn = state.flags.caption;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound)
    )
      throw refused(transcriptionMessages.notInRoom);
    throw error;
  }
  if (!participant || participant.room !== query.room) throw refused(transcriptionMessages.notInRoom);
  if (!captionsOn) throw refused(transcriptionMessages.captionsOff);
  return { caller, participant };
};

/** Admits a signed-in member to the assistant's socket (no guests: the assistant is for members). */
export const admitAssistantSpeaker = async (
  ctx: TranscriptionServiceContext,
  token: string | undefined,
  requestId: string,
): Promise<AssistantSpeaker> => {
  try {
    return { caller: { actor: (await ctx.verifier.verify(token, requestId)).actor } };
  } catch (error) {
    if (isUnauthenticated(error)) throw refused(transcriptionMessages.membersOnly);
    throw error;
  }
};
