import {
  AppError,
  ErrorCode,
  proctoringEndpoints,
  proctoringMessages,
  type RoomCaller,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import type { Admission } from '../entry/admission-types';

/**
 * An exam's room (alias `exam-<id>`) is entered with the proctoring service's word instead of the
 * meeting service's: its examiner with host power, a member of its class as a candidate. Guests never.
 */
export const admitToExam = async (
  ctx: RoomServiceContext,
  caller: RoomCaller,
  examId: number,
  requestId: string,
): Promise<Admission> => {
  if (!('actor' in caller)) throw new AppError(ErrorCode.Forbidden, proctoringMessages.signInRequired);
  const { entry, role, userName, snapshot } = await call(
    ctx.nc,
    proctoringEndpoints.entry,
    { actor: caller.actor, examId },
    { requestId },
  );
  return { entry, asHost: role === 'examiner', userName, phone: null, exam: { role, snapshot } };
};
