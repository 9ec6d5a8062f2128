import type { Group, GroupMember } from '@canstring/contracts';
import { namesFromServices } from './legacy-input';
import type { LegacyPresence } from './legacy-presence';
import { fullNameOf } from './legacy-user-fields';

/** A group under the old contract's names (spec 1 §3 "Group"); a group has one id, given under both names. */
export const toLegacyGroup = (group: Group) => ({
  chat_group_id: group.id,
  group_id: group.id,
  chat_group_name: group.name,
  full_name: group.name,
  chat_description: group.description,
  TotalUserCount: group.memberCount,
  createdAt: group.createdAt,
});

/** A group member under the old contract's names (spec 1 §3 "Group member"), with their presence. */
export const toLegacyGroupMember = (member: GroupMember, presence: LegacyPresence) => ({
  user_id: member.id,
  full_name: fullNameOf(member),
  is_online: presence.is_online,
  last_seen: presence.last_seen,
  is_group_admin: member.isGroupAdmin,
});

/** The old contract's name of each group field the old client sends. */
const legacyGroupFieldNames = {
  chat_group_name: 'name',
  chat_description: 'description',
  user_Ids: 'userIds',
  userIdList: 'members',
  user_id: 'userId',
  is_selected: 'selected',
} as const;
export const legacyGroupNames = namesFromServices(legacyGroupFieldNames);

const asId = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
/** A selection flag as the old client may send it: a boolean, 0/1 or 'true'/'false'. */
const asFlag = (value: unknown): unknown => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
};
const asIdList = (value: unknown): unknown => {
  if (typeof value === 'string') return value.split(',').map((id) => asId(id.trim()));
  return Array.isArray(value) ? value.map(asId) : value;
};

/** A new group as the services name it ({chat_group_name, chat_description, user_Ids}). */
export const fromLegacyNewGroup = (body: Record<string, unknown>) => ({
  name: body.chat_group_name,
  description: body.chat_description,
  userIds: asIdList(body.user_Ids),
});

/** A group edit as the services name it ({chat_group_name, chat_description, userIdList}). */
export const fromLegacyGroupEdit = (body: Record<string, unknown>) => ({
  name: body.chat_group_name,
  description: body.chat_description,
  members: Array.isArray(body.userIdList)
    ? body.userIdList.map((entry: unknown) => {
        const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
        return { userId: asId(item.user_id), selected: asFlag(item.is_selected) };
      })
    : body.userIdList,
});
