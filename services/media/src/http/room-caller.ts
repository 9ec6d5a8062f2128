import { AppError, ErrorCode, meetingMessages, type RoomCaller } from '@canstring/contracts';
import type { Request, Response } from 'express';
import type { MediaDeps } from '../deps';
import { callerOf, tokenOf } from './caller';

const isUnauthenticated = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.Unauthenticated;

/**
 * The room's caller as the room service takes it: the member whose session token this is, else the
 * guest whose meeting pass it is (the room service checks the pass is for the room's meeting).
 * UNAUTHENTICATED with neither.
 */
export const roomCallerOf = async (deps: MediaDeps, req: Request, res: Response): Promise<RoomCaller> => {
  try {
    return { actor: await callerOf(deps.verifier, req, res) };
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
  }
  const token = tokenOf(req);
  try {
    if (!token) throw new AppError(ErrorCode.Unauthenticated, meetingMessages.signInOrGuestPass);
    const { guest } = await deps.verifier.verifyGuest(token, res.locals.requestId as string);
    return { guest };
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    throw new AppError(ErrorCode.Unauthenticated, meetingMessages.signInOrGuestPass);
  }
};
