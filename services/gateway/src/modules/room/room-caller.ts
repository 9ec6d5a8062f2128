import { AppError, ErrorCode, messages, type RoomCaller } from '@canstring/contracts';
import type { GatewayContext } from '../../context';
import { entrant } from '../meeting/entry.resolvers';

/**
 * The room's caller as the room service takes it: the signed-in member, else the guest holding this
 * meeting's guest token (the room service checks the pass is for the room's meeting). With neither,
 * UNAUTHENTICATED.
 */
export const roomCallerOf = (ctx: GatewayContext): Promise<RoomCaller> => entrant(ctx);

/** At a meeting link's door: the caller if they are one, else a visitor (no caller at all). */
export const doorCaller = async (ctx: GatewayContext): Promise<{ caller?: RoomCaller }> => {
  try {
    return { caller: await entrant(ctx) };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.Unauthenticated) return {};
    throw error;
  }
};

/**
 * How long a guest pass, once checked, is trusted by a room subscription: the lifetime of the member
 * token verifier's cache, so both kinds of caller are rechecked about as often.
 */
export const GUEST_RECHECK_MS = 30_000;

const admitted = Promise.resolve();

/**
 * When a guest's pass is next asked again: between 3/4 of GUEST_RECHECK_MS and all of it, so guests
 * who joined together (and get the same events) do not all ask the user service at the same moment.
 */
const nextGuestCheck = () => Date.now() + GUEST_RECHECK_MS * (0.75 + Math.random() * 0.25);

/** The check a room subscription makes before each event, and whether it would answer at once now. */
export interface CallerRecheck {
  admit(): Promise<unknown>;
  admittedNow(): boolean;
}

/**
 * The check a room subscription makes before each event. A member's session goes through the
 * verifier's cache (a map lookup; a sign-out or deactivation drops it at once). A guest's pass is
 * asked of the verifier again only once its last answer is about GUEST_RECHECK_MS old, at times
 * spread between guests (the verifier asks the user service when its own cached answer is as old);
 * until then the check costs nothing.
 */
export const callerRecheck = (ctx: GatewayContext, caller: RoomCaller): CallerRecheck => {
  if ('actor' in caller)
    return { admit: () => ctx.recheckSession(), admittedNow: () => ctx.sessionVerifiedNow() };
  const { guestId } = caller.guest;
  let freshUntil = nextGuestCheck();
  let checking: Promise<void> | undefined;
  const admittedNow = () => Date.now() < freshUntil;
  return {
    admittedNow,
    admit: () => {
      if (admittedNow()) return admitted;
      checking ??= ctx
        .recheckGuest()
        .then((guest) => {
          if (guest.guestId !== guestId)
            throw new AppError(ErrorCode.Unauthenticated, messages.signInRequired);
          freshUntil = nextGuestCheck();
        })
        .finally(() => {
          checking = undefined;
        });
      return checking;
    },
  };
};
