import type { Actor, ChatTarget } from '@canstring/contracts';

/** The conversation a target names for this caller: the same key from either side of a one-to-one chat. */
export const chatKeyOf = (actor: Actor, target: ChatTarget): string => {
  if (target.chatType === 'group') return `group:${target.groupId}`;
  const [low, high] = [actor.userId, target.userId].sort((a, b) => a - b);
  return `user:${low}:${high}`;
};
