import {
  type Actor,
  AppError,
  type ChatTarget,
  chatMessages,
  ErrorCode,
  groupEndpoints,
  type UserSummary,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { ChatServiceContext } from './context';

/** Who takes part in a chat, as the user service knows them now. */
export interface Participants {
  /** The caller's own account. */
  sender: Pick<UserSummary, 'id' | 'firstName' | 'lastName'>;
  /** Every user who sees the chat, the caller included. */
  audience: number[];
  /** The name each member's list shows for this chat: the other person's, or the group's. */
  nameFor(userId: number): string;
}

const notAMember = () => new AppError(ErrorCode.Forbidden, chatMessages.notAChatMember);
const fullName = (u: Pick<UserSummary, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

/**
 * A group's members in one request, read with the caller's own rights: the user service answers
 * only an active member of the group (an administrator outside it is refused too).
 */
const groupParticipants = async (
  ctx: ChatServiceContext,
  actor: Actor,
  groupId: number,
): Promise<Participants> => {
  try {
    const { groupName, memberIds, caller } = await call(ctx.nc, groupEndpoints.chatAudience, {
      actor,
      groupId,
    });
    return { sender: caller, audience: memberIds, nameFor: () => groupName };
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound)
    )
      throw notAMember();
    throw error;
  }
};

/** Both people of a one-to-one chat; the other must be an existing, active account. */
const pairParticipants = async (
  ctx: ChatServiceContext,
  actor: Actor,
  userId: number,
): Promise<Participants> => {
  if (userId === actor.userId) throw new AppError(ErrorCode.BadInput, chatMessages.cannotChatWithYourself);
  const { users } = await call(ctx.nc, userDirectoryEndpoints.accounts, {
    actor,
    userIds: [actor.userId, userId],
  });
  const sender = users.find((u) => u.id === actor.userId);
  const other = users.find((u) => u.id === userId);
  if (!sender?.active) throw new AppError(ErrorCode.Forbidden, chatMessages.notAChatMember);
  if (!other?.active) throw new AppError(ErrorCode.NotFound, chatMessages.recipientUnavailable);
  return {
    sender,
    audience: [sender.id, other.id],
    nameFor: (viewer) => fullName(viewer === sender.id ? other : sender),
  };
};

export const participantsOf = (
  ctx: ChatServiceContext,
  actor: Actor,
  target: ChatTarget,
): Promise<Participants> =>
  target.chatType === 'group'
    ? groupParticipants(ctx, actor, target.groupId)
    : pairParticipants(ctx, actor, target.userId);
