import { AppError, ErrorCode, TRANSCRIPTION_CLOSE, transcriptionMessages } from '@canstring/contracts';

/** Why a socket is closed: its close code and the words the client shows. */
export class SocketClose extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const badInput = (reason: string) => new SocketClose(TRANSCRIPTION_CLOSE.badInput, reason);
export const refused = (reason: string) => new SocketClose(TRANSCRIPTION_CLOSE.refused, reason);

/**
 * The close of a failure: refusals keep their words (not signed in, not in the room, captions off);
 * a language without a model says so; anything else is the service failing, and the client retries.
 */
export const socketCloseOf = (error: unknown): SocketClose => {
  if (error instanceof SocketClose) return error;
  if (error instanceof AppError) {
    if (error.code === ErrorCode.Unauthenticated || error.code === ErrorCode.Forbidden)
      return refused(error.message);
    if (error.code === ErrorCode.NotFound) return refused(transcriptionMessages.notInRoom);
    if (error.code === ErrorCode.BadInput)
      return new SocketClose(TRANSCRIPTION_CLOSE.noLanguage, error.message);
  }
  return new SocketClose(TRANSCRIPTION_CLOSE.unavailable, transcriptionMessages.unavailable);
};
