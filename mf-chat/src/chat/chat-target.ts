import type { SelectedTarget } from '../common/chat-selection';
import type { ChatMessage, ChatTargetInput } from '../graphql/types';

/** The gateway's ChatTargetInput for a selected chat. */
export const targetInput = (target: SelectedTarget): ChatTargetInput =>
  target.kind === 'user' ? { userId: target.id } : { groupId: target.id };

/** Whether a pushed message belongs to the open chat, seen from the signed-in person `me`. */
export const messageBelongsTo = (message: ChatMessage, target: SelectedTarget, me: string): boolean => {
  if (target.kind === 'group') return message.chatType === 'group' && message.groupId === target.id;
  if (message.chatType !== 'user') return false;
  return (
    (message.senderId === target.id && message.toUserId === me) ||
    (message.senderId === me && message.toUserId === target.id)
  );
};
