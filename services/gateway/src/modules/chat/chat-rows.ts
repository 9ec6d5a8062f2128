import { type Actor, type ChatItem, userDirectoryEndpoints } from '@canstring/contracts';
import type { GatewayContext } from '../../context';

/** A chat list row as the schema's ChatItem resolves it: the service's row plus the other person's phone. */
export type ChatRow = ChatItem & { phone: string | null };

/** The rows with each one-to-one chat's other person's phone, read in one call. */
export const withPhones = async (
  ctx: GatewayContext,
  actor: Actor,
  chats: ChatItem[],
): Promise<ChatRow[]> => {
  const userIds = [...new Set(chats.flatMap((c) => (c.userId === null ? [] : [c.userId])))];
  if (!userIds.length) return chats.map((c) => ({ ...c, phone: null }));
  const { users } = await ctx.call(userDirectoryEndpoints.accounts, { actor, userIds });
  const phones = new Map(users.map((u) => [u.id, u.phone]));
  return chats.map((c) => ({ ...c, phone: c.userId === null ? null : (phones.get(c.userId) ?? null) }));
};
