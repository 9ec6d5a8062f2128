import { AppError, type ChatTarget, chatEdgeMessages, ErrorCode } from '@canstring/contracts';
import { idOf } from '../resolver-arguments';

/** The ChatTargetInput of the schema: exactly one of userId or groupId. */
export interface ChatTargetArgs {
  userId?: string | null;
  groupId?: string | null;
}

/** Whom a chat is with, as the chat service takes it; both or neither given is BAD_INPUT. */
export const chatTargetOf = (input: ChatTargetArgs, field: string): ChatTarget => {
  const hasUser = input.userId != null;
  const hasGroup = input.groupId != null;
  if (hasUser === hasGroup) {
    throw new AppError(ErrorCode.BadInput, chatEdgeMessages.chooseOneTarget, {
      fields: { [field]: chatEdgeMessages.chooseOneTarget },
    });
  }
  return hasUser
    ? { chatType: 'user', userId: idOf(input.userId, `${field}.userId`) }
    : { chatType: 'group', groupId: idOf(input.groupId, `${field}.groupId`) };
};
