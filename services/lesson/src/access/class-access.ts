import {
  type Actor,
  AppError,
  ErrorCode,
  groupEndpoints,
  isAdministrator,
  type LessonRole,
  lessonMessages,
  userEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { LessonServiceContext } from '../context';

/** A member of a class as its lessons see them. */
export interface ClassMember {
  classId: number;
  role: LessonRole;
  firstName: string;
  lastName: string | null;
}

const notInClass = () => new AppError(ErrorCode.Forbidden, lessonMessages.notInClass);

/**
 * Whether the caller belongs to the class (the user service's group, asked with the caller's own
 * assertion): its hosts (role 1) teach, everyone else learns. FORBIDDEN for anyone outside it.
 */
export const requireMember = async (
  ctx: LessonServiceContext,
  actor: Actor,
  classId: number,
): Promise<ClassMember> => {
  const audience = await call(ctx.nc, groupEndpoints.chatAudience, { actor, groupId: classId }).catch(
    (error: unknown) => {
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound)
      )
        throw notInClass();
      throw error;
    },
  );
  if (!audience.memberIds.includes(actor.userId)) throw notInClass();
  return {
    classId,
    role: isAdministrator(actor.role) ? 'teacher' : 'learner',
    firstName: audience.caller.firstName,
    lastName: audience.caller.lastName ?? null,
  };
};

/** A teacher of the class: a member whose account is a host (role 1) as it stands now. */
export const requireTeacher = async (
  ctx: LessonServiceContext,
  actor: Actor,
  classId: number,
): Promise<ClassMember> => {
  const member = await requireMember(ctx, actor, classId);
  const refused = new AppError(ErrorCode.Forbidden, lessonMessages.onlyTeachers);
  if (member.role !== 'teacher') throw refused;
  const account = await call(ctx.nc, userEndpoints.current, { actor });
  if (!account.active || !isAdministrator(account.role)) throw refused;
  return member;
};
