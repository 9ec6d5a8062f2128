import { z } from 'zod';
import { actorSchema } from '../actor';
import {
  LONG_TEXT_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_WORK_TIMEOUT_MS,
  TEXT_FIELD_MAX_LENGTH,
} from '../constants';
import { endpoint } from '../endpoint';
import { messages } from '../messages';
import { Role } from '../roles';
import { emailSchema, userSchema } from '../user/user';
import { listQuerySchema } from './list-query';
import { adminMessages } from './messages';
import { phoneNumberSchema } from './phone';

const optionalText = (max = TEXT_FIELD_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** The fields of the user form that an administrator edits (spec 1 §3, §5). */
export const userProfileSchema = z.object({
  firstName: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(TEXT_FIELD_MAX_LENGTH),
  lastName: optionalText(),
  /** Only members are created or edited here: role 1 is never offered (spec 1 §3). */
  role: z.literal(Role.Member, { error: adminMessages.roleNotAllowed }),
  phone: phoneNumberSchema,
  rollNumber: optionalText(),
  regNumber: optionalText(),
  aadharNumber: optionalText(),
  panNumber: optionalText(),
  emisNumber: optionalText(),
  gender: optionalText(),
  otherIds: optionalText(),
  notes: optionalText(LONG_TEXT_MAX_LENGTH),
  address: optionalText(),
  city: optionalText(),
  state: optionalText(),
  zip: optionalText(),
  /** The optional class room (group) selection; replaces the user's groups when given. */
  groupIds: z.array(z.number().int().positive()).max(500).optional(),
});
export type UserProfile = z.input<typeof userProfileSchema>;

export const newUserSchema = userProfileSchema.extend({
  email: z.string({ error: messages.fieldRequired }).min(1, messages.fieldRequired).pipe(emailSchema),
  password: z
    .string({ error: messages.fieldRequired })
    .min(1, messages.fieldRequired)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(256),
});
export type NewUser = z.input<typeof newUserSchema>;

export const passwordChangeSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, messages.fieldRequired)
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(256),
    confirmPassword: z.string().min(1, messages.fieldRequired).max(256),
  })
  .refine((p) => p.newPassword === p.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const roleOptionSchema = z.object({ roleId: z.number().int(), roleName: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** A short entry for pickers and directories (member lists, non-member lists, active users). */
export const userSummarySchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.number().int(),
  active: z.boolean(),
  /** The phone number as stored (E.164), for the chat's Phone Call button; null when none. */
  phone: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

const ok = z.object({ ok: z.literal(true) });
const userId = z.number().int().positive();

/**
 * Administration of accounts. Every endpoint refuses a caller who is not an active administrator
 * (FORBIDDEN), whichever edge the call came through.
 */
export const userAdminEndpoints = {
  list: endpoint(
    'user.admin.list',
    listQuerySchema.extend({ actor: actorSchema }),
    z.object({ users: z.array(userSchema), total: z.number().int() }),
  ),
  get: endpoint(
    'user.admin.get',
    z.object({ actor: actorSchema, userId }),
    z.object({ user: userSchema, groupIds: z.array(z.number().int()) }),
  ),
  /** The roles the user form offers: never role 1 (spec 1 §3). */
  roles: endpoint(
    'user.admin.roles',
    z.object({ actor: actorSchema }),
    z.object({ roles: z.array(roleOptionSchema) }),
  ),
  create: endpoint(
    'user.admin.create',
    z.object({ actor: actorSchema, user: newUserSchema }),
    z.object({ user: userSchema }),
    { timeoutMs: PASSWORD_WORK_TIMEOUT_MS },
  ),
  /** Refused for a deactivated account with messages.cannotUpdateDisabledUser. */
  update: endpoint(
    'user.admin.update',
    z.object({ actor: actorSchema, userId, user: userProfileSchema }),
    z.object({ user: userSchema }),
  ),
  toggleActive: endpoint(
    'user.admin.toggleActive',
    z.object({ actor: actorSchema, userId }),
    z.object({ active: z.boolean() }),
  ),
  delete: endpoint('user.admin.delete', z.object({ actor: actorSchema, userId }), ok),
  changePassword: endpoint(
    'user.admin.changePassword',
    z.object({ actor: actorSchema, userId, change: passwordChangeSchema }),
    ok,
    { timeoutMs: PASSWORD_WORK_TIMEOUT_MS },
  ),
  /**
   * Mails every inactive account (active, never signed in, not mailed before) an invitation to sign in.
   * When nobody is left to mail: NOT_FOUND with messages.mailAlreadySent.
   */
  mailInactiveUsers: endpoint(
    'user.admin.mailInactiveUsers',
    z.object({
      actor: actorSchema,
      excludeEmails: z.array(z.string().max(TEXT_FIELD_MAX_LENGTH)).max(10_000).default([]),
      /** Only addresses at this domain, when given. */
      domain: z.string().trim().max(TEXT_FIELD_MAX_LENGTH).optional(),
    }),
    z.object({ sent: z.number().int() }),
    // Mailing every inactive account can take a while on a slow SMTP server.
    { timeoutMs: 120_000 },
  ),
} as const;

/** Reads open to every signed-in user. */
export const userDirectoryEndpoints = {
  /** Active accounts, A to Z (legacy /activeUsers, pickers); `exceptCaller` leaves the caller out (New Chat). */
  activeUsers: endpoint(
    'user.directory.activeUsers',
    listQuerySchema.extend({ actor: actorSchema, exceptCaller: z.boolean().default(false) }),
    z.object({ users: z.array(userSummarySchema), total: z.number().int() }),
  ),
  /** Accounts by id, active or not (names for chat lists, message senders), for any active caller. */
  accounts: endpoint(
    'user.directory.accounts',
    z.object({ actor: actorSchema, userIds: z.array(z.number().int().positive()).min(1).max(100) }),
    z.object({ users: z.array(userSummarySchema) }),
  ),
} as const;
