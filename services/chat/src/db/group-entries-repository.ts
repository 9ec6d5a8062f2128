import type { Database } from '@canstring/service-kit';
import { sql } from 'drizzle-orm';
import { type ChatSchema, chatEntries } from './schema';

/** A group as its member's list names it. */
export interface MemberGroup {
  id: number;
  name: string;
}

/**
 * Makes one person's group entries follow the groups they are in now: each group gets its entry
 * (added, shown again or renamed, only where it differs), and the entries of groups they have left
 * are hidden. Rows already as they should be are not written.
 */
export const followMemberGroups = async (
  db: Database<ChatSchema>,
  ownerId: number,
  groups: MemberGroup[],
): Promise<void> => {
  const ids = groups.map((g) => g.id);
  if (groups.length > 0) {
    const member = sql`unnest(
      ${sql.param(ids)}::int[],
      ${sql.param(groups.map((g) => g.name))}::text[]
    ) as member_group(group_id, name)`;
    // Only the missing rows take an id: ON CONFLICT alone would draw one per group on every read.
    await db.execute(sql`
      insert into ${chatEntries} (owner_id, chat_key, chat_type, peer_user_id, group_id, name)
      select ${ownerId}::int, 'group:' || member_group.group_id, 'group', null, member_group.group_id, member_group.name
      from ${member}
      where not exists (
        select 1 from ${chatEntries} entry
        where entry.owner_id = ${ownerId}::int and entry.chat_key = 'group:' || member_group.group_id
      )
      order by member_group.group_id
      on conflict (owner_id, chat_key) do nothing`);
    await db.execute(sql`
      update ${chatEntries} as entry set hidden = false, name = member_group.name
      from ${member}
      where entry.owner_id = ${ownerId}::int and entry.chat_key = 'group:' || member_group.group_id
        and (entry.hidden or entry.name <> member_group.name)`);
  }
  await db.execute(sql`
    update ${chatEntries} set hidden = true
    where owner_id = ${ownerId}::int and chat_type = 'group' and not hidden
      and group_id <> all(${sql.param(ids)}::int[])`);
};
