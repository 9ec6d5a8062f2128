import { AppError, ErrorCode, messages, userMessages } from '@canstring/contracts';
import { and, eq, isNull, like, lt, notInArray, or, sql } from 'drizzle-orm';
import type { UserServiceContext } from '../context';
import { escapeLike } from '../db/list-filters';
import { users } from '../db/schema';
import { normaliseEmail } from '../db/users-repository';
import { invitationMail } from '../mail/mails';

/** A claim left by an instance that stopped mid-way lapses after this, and those people are mailed again. */
const CLAIM_LIFETIME = sql`interval '10 minutes'`;
/** Mails handed to the transport at once. */
const PARALLEL_SENDS = 4;

export interface InvitationFilter {
  excludeEmails: string[];
  domain?: string;
}

/** The domain part alone, whether given as 'example.org' or '@Example.org'. */
const domainOf = (domain: string | undefined) => domain?.trim().toLowerCase().replace(/^@+/, '') || undefined;

/**
 * Mails an invitation to every inactive account: active, never signed in, never mailed before.
 * The accounts are claimed first, so mailings running at once never mail one person twice; each
 * is marked mailed only once the transport accepted its mail, so a failed one is tried again
 * next time. Answers how many were mailed.
 */
export const mailInvitations = async (ctx: UserServiceContext, filter: InvitationFilter): Promise<number> => {
  const excluded = [...new Set(filter.excludeEmails.map(normaliseEmail).filter(Boolean))];
  const domain = domainOf(filter.domain);
  const invitees = await ctx.db
    .update(users)
    .set({ invitationClaimedUntil: sql`now() + ${CLAIM_LIFETIME}` })
    .where(
      and(
        eq(users.active, true),
        isNull(users.lastSignedInAt),
        isNull(users.invitationMailedAt),
        or(isNull(users.invitationClaimedUntil), lt(users.invitationClaimedUntil, sql`now()`)),
        excluded.length ? notInArray(users.email, excluded) : undefined,
        // Stored addresses are lower-case; the pattern ends the address at exactly this domain.
        domain ? like(users.email, `%@${escapeLike(domain)}`) : undefined,
      ),
    )
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
  if (!invitees.length) throw new AppError(ErrorCode.NotFound, messages.mailAlreadySent);

  let sent = 0;
  const queue = [...invitees];
  const sendNext = async (): Promise<void> => {
    for (let invitee = queue.shift(); invitee; invitee = queue.shift()) {
      const { id } = invitee;
      try {
        await ctx.mailer.send(invitationMail(invitee, ctx.config.PUBLIC_URL));
      } catch (error) {
        ctx.log.error({ err: error, userId: id }, 'the invitation could not be mailed');
        await ctx.db.update(users).set({ invitationClaimedUntil: null }).where(eq(users.id, id));
        continue;
      }
      await ctx.db
        .update(users)
        .set({ invitationMailedAt: sql`now()`, invitationClaimedUntil: null })
        .where(eq(users.id, id));
      sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, invitees.length) }, sendNext));
  if (!sent) throw new AppError(ErrorCode.Unavailable, userMessages.mailNotSent);
  ctx.log.info({ sent, failed: invitees.length - sent }, 'invitations mailed');
  return sent;
};
