import { type Actor, AppError, type ChatTarget, chatMessages, ErrorCode } from '@canstring/contracts';
import type { ChatServiceContext } from '../context';
import { participantsOf } from '../participants';
import type { AttachmentRow } from './attachments-schema';

/** The chat an attachment was shared in, as seen from the caller's side. */
export const targetOf = (row: AttachmentRow, actor: Actor): ChatTarget =>
  row.chatType === 'group'
    ? { chatType: 'group', groupId: row.groupId as number }
    : {
        chatType: 'user',
        userId: row.uploaderId === actor.userId ? (row.toUserId as number) : row.uploaderId,
      };

/**
 * Who sees an attachment, when the caller is one of them: a group's current members, or the two
 * people of a one-to-one chat. FORBIDDEN for anyone else.
 */
export const audienceOf = async (
  ctx: ChatServiceContext,
  actor: Actor,
  row: AttachmentRow,
): Promise<number[]> => {
  if (row.chatType === 'group') return (await participantsOf(ctx, actor, targetOf(row, actor))).audience;
  const pair = [row.uploaderId, row.toUserId as number];
  if (!pair.includes(actor.userId)) throw new AppError(ErrorCode.Forbidden, chatMessages.notAChatMember);
  return pair;
};
