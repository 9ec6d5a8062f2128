import { type Actor, AppError, ErrorCode, groupEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { ProctoringServiceContext } from '../context';

export interface ClassView {
  groupName: string;
  memberIds: number[];
  /** The caller's own name, as the user service has it now. */
  callerName: string;
}

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ').trim();

/**
 * The class (chat group) as one of its members sees it; null when the caller is not an active
 * member (or the class is gone). The user service decides.
 */
export const classAsMember = async (
  ctx: ProctoringServiceContext,
  actor: Actor,
  groupId: number,
): Promise<ClassView | null> => {
  try {
    const audience = await call(ctx.nc, groupEndpoints.chatAudience, { actor, groupId });
    return {
      groupName: audience.groupName,
      memberIds: audience.memberIds,
      callerName: fullName(audience.caller.firstName, audience.caller.lastName),
    };
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound)
    )
      return null;
    throw error;
  }
};
