import { z } from 'zod';
import { actorSchema } from '../actor';
import { LONG_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants';
import { endpoint } from '../endpoint';
import { messages } from '../messages';
import { listQuerySchema } from './list-query';
import { adminMessages } from './messages';
import { userSummarySchema } from './users';

/** A group (class) of users (spec 1 §3 "Group"). */
export const groupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** A member as the group members panel shows it; administrators carry the 'Admin' badge. */
export const groupMemberSchema = userSummarySchema.extend({ isGroupAdmin: z.boolean() });
export type GroupMember = z.infer<typeof groupMemberSchema>;

const groupFields = {
  name: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(TEXT_FIELD_MAX_LENGTH),
  description: z
    .string()
    .trim()
    .max(LONG_TEXT_MAX_LENGTH)
    .nullish()
    .transform((v) => v || null),
};

export const newGroupSchema = z.object({
  ...groupFields,
  userIds: z.array(z.number().int().positive()).min(1, adminMessages.mustAddOneUser).max(5_000),
});
export type NewGroup = z.input<typeof newGroupSchema>;

/** An edit of a group: its fields and the members chosen in the 'Select User' modal, applied together. */
export const groupEditSchema = z.object({
  ...groupFields,
  members: z.array(z.object({ userId: z.number().int().positive(), selected: z.boolean() })).max(5_000),
});
export type GroupEdit = z.input<typeof groupEditSchema>;

const ok = z.object({ ok: z.literal(true) });
const groupId = z.number().int().positive();
const page = listQuerySchema.pick({ offset: true, limit: true, search: true });

/** Groups: administrators manage them; members read the groups they belong to. */
export const groupEndpoints = {
  /** Administrators: every group. Members: their own groups (legacy /classList). */
  list: endpoint(
    'user.groups.list',
    listQuerySchema.extend({ actor: actorSchema }),
    z.object({ groups: z.array(groupSchema), total: z.number().int() }),
  ),
  get: endpoint(
    'user.groups.get',
    z.object({ actor: actorSchema, groupId }),
    z.object({ group: groupSchema }),
  ),
  create: endpoint(
    'user.groups.create',
    z.object({ actor: actorSchema, group: newGroupSchema }),
    z.object({ group: groupSchema }),
  ),
  /** Refuses an edit that would leave no member with adminMessages.groupNeedsOneUser. */
  update: endpoint(
    'user.groups.update',
    z.object({ actor: actorSchema, groupId, group: groupEditSchema }),
    z.object({ group: groupSchema }),
  ),
  delete: endpoint('user.groups.delete', z.object({ actor: actorSchema, groupId }), ok),
  /** Refuses to remove the last member with adminMessages.groupNeedsOneUser. */
  removeMember: endpoint(
    'user.groups.removeMember',
    z.object({ actor: actorSchema, groupId, userId: z.number().int().positive() }),
    ok,
  ),
  /** Administrators, or members of the group. */
  members: endpoint(
    'user.groups.members',
    page.extend({ actor: actorSchema, groupId }),
    z.object({ members: z.array(groupMemberSchema), total: z.number().int() }),
  ),
  /**
   * Who a group chat reaches, for the chat service: the group's name, every member's id and the
   * caller's own name. Only an active member may ask (an administrator outside the group is refused
   * too); an administrator asking about an unknown group learns it does not exist, a member does not.
   */
  chatAudience: endpoint(
    'user.groups.chatAudience',
    z.object({ actor: actorSchema, groupId }),
    z.object({
      groupName: z.string(),
      memberIds: z.array(z.number().int().positive()),
      caller: userSummarySchema.pick({ id: true, firstName: true, lastName: true }),
    }),
  ),
  /**
   * The groups the caller belongs to, whatever their role (an administrator's own memberships, not
   * every group), for the chat list: every group chat someone is in shows there from the group's creation.
   */
  callerGroups: endpoint(
    'user.groups.callerGroups',
    z.object({ actor: actorSchema }),
    z.object({ groups: z.array(groupSchema.pick({ id: true, name: true })) }),
  ),
  /** Active accounts not in the group, for the 'Select User' modal. Administrators only. */
  nonMembers: endpoint(
    'user.groups.nonMembers',
    page.extend({ actor: actorSchema, groupId }),
    z.object({ users: z.array(userSummarySchema), total: z.number().int() }),
  ),
} as const;
