import { AppError, type Call, type CallState, callMessages, ErrorCode } from '@canstring/contracts';
import type { CallRow } from './call-schema';

export const callOf = (row: CallRow): Call => ({
  callId: row.callId,
  callerId: row.callerId,
  callerName: row.callerName,
  calleeId: row.calleeId,
  calleeName: row.calleeName,
  state: row.state as CallState,
  startedAt: row.startedAt.toISOString(),
});

/** The other person of the call; FORBIDDEN for anyone who is neither of the two. */
export const otherPersonOf = (row: CallRow, userId: number): number => {
  if (userId === row.callerId) return row.calleeId;
  if (userId === row.calleeId) return row.callerId;
  throw new AppError(ErrorCode.Forbidden, callMessages.notInCall);
};

/** The refusal for an action the call's state does not allow. */
export const wrongState = (row: CallRow, wanted: CallState): AppError => {
  if (row.state === 'ringing' || row.state === 'accepted') {
    return new AppError(
      ErrorCode.Conflict,
      wanted === 'ringing' ? callMessages.notRinging : callMessages.notConnected,
    );
  }
  return new AppError(ErrorCode.Conflict, callMessages.callOver);
};
