import {
  AppError,
  ErrorCode,
  GUEST_PASS_LIFETIME_SECONDS,
  type Guest,
  type GuestPass,
  messages,
} from '@canstring/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserServiceContext } from '../context';
import { publishGuestPassEnded } from '../events';
import { type GuestPassRow, guestPasses } from './guest-schema';
import { readGuestToken, signGuestToken } from './guest-tokens';

const signInRequired = () => new AppError(ErrorCode.Unauthenticated, messages.signInRequired);

const guestOf = (row: GuestPassRow): Guest => ({
  guestId: row.guestId,
  name: row.name,
  phone: row.phone,
  meetingAlias: row.meetingAlias,
  sessionId: row.id,
});

/** A new guest with a pass to one meeting. Whether the meeting may be entered is the meeting service's call. */
export const issueGuestPass = async (
  ctx: UserServiceContext,
  request: { meetingAlias: string; name: string; phone: string },
): Promise<GuestPass> => {
  const expiresAt = new Date(Date.now() + GUEST_PASS_LIFETIME_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(guestPasses)
    .values({ name: request.name, phone: request.phone, meetingAlias: request.meetingAlias, expiresAt })
    .returning();
  if (!row) throw new Error('guest pass insert returned no row');
  const token = signGuestToken(
    { guestId: row.guestId, sessionId: row.id, meetingAlias: row.meetingAlias },
    ctx.config.JWT_SECRET,
    expiresAt,
  );
  return { token, expiresAt: expiresAt.toISOString(), guest: guestOf(row) };
};

/** The open pass a guest token carries: genuine signature, type 'guest', unexpired and not ended. */
const openPassOf = async (ctx: UserServiceContext, token: string): Promise<GuestPassRow> => {
  const claims = readGuestToken(token, ctx.config.JWT_SECRET);
  if (!claims) throw signInRequired();
  const [row] = await ctx.db
    .select()
    .from(guestPasses)
    .where(
      and(
        eq(guestPasses.id, claims.sessionId),
        eq(guestPasses.guestId, claims.guestId),
        eq(guestPasses.meetingAlias, claims.meetingAlias),
        isNull(guestPasses.endedAt),
        gt(guestPasses.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw signInRequired();
  return row;
};

export const checkGuestToken = async (
  ctx: UserServiceContext,
  token: string,
): Promise<{ guest: Guest; expiresAt: string }> => {
  const row = await openPassOf(ctx, token);
  return { guest: guestOf(row), expiresAt: row.expiresAt.toISOString() };
};

/** Ends the pass (the guest left); its token is refused from then on. */
export const endGuestPass = async (ctx: UserServiceContext, token: string): Promise<void> => {
  const row = await openPassOf(ctx, token);
  await ctx.db
    .update(guestPasses)
    .set({ endedAt: sql`now()` })
    .where(and(eq(guestPasses.id, row.id), isNull(guestPasses.endedAt)));
  publishGuestPassEnded(ctx.nc, row.id);
};
