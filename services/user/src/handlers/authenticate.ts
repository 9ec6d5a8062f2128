import { AppError, ErrorCode, messages, type SignInResult, userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { dummyHash, verifySecret } from '../auth/passwords';
import { startPinChallenge } from '../auth/pin-challenges';
import { openSession } from '../auth/sessions';
import { claimSignInAttempt, clearSignInFailures } from '../auth/sign-in-throttle';
import type { UserServiceContext } from '../context';
import { findUserByEmail, normaliseEmail } from '../db/users-repository';

/**
 * Password sign-in. An unknown address, a wrong password and a deactivated account get the same
 * answer after the same work, so the answer reveals nothing about which accounts exist. Repeated
 * failures from one address slow that address down (sign-in-throttle.ts), never the right password
 * for longer than the ceiling.
 */
export const authenticateHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.authenticate, async (input): Promise<SignInResult> => {
    const email = normaliseEmail(input.email);
    const missing: Record<string, string> = {};
    if (!email) missing.email = messages.fieldRequired;
    if (!input.password) missing.password = messages.fieldRequired;
    if (Object.keys(missing).length)
      throw new AppError(ErrorCode.BadInput, messages.fieldRequired, { fields: missing });

    const source = { email, address: input.address ?? '' };
    const claim = await claimSignInAttempt(ctx.db, source, ctx.clock.now());
    if (!claim.allowed) {
      throw new AppError(ErrorCode.TooManyAttempts, messages.tooManySignIns(claim.retryAfterSeconds), {
        retryAfterSeconds: claim.retryAfterSeconds,
      });
    }

    const user = await findUserByEmail(ctx.db, email);
    const passwordMatches = await verifySecret(user?.passwordHash ?? (await dummyHash()), input.password);
    if (!user || !passwordMatches || !user.active) {
      throw new AppError(ErrorCode.Unauthenticated, messages.checkCredentials);
    }
    await clearSignInFailures(ctx.db, source);

    if (user.pinVerification) return { kind: 'pin', ...(await startPinChallenge(ctx, user)) };
    return { kind: 'session', session: await openSession(ctx, user) };
  });
