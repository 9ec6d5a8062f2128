import { guestEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { UserServiceContext } from '../context';
import { checkGuestToken, endGuestPass, issueGuestPass } from './guest-passes';

export const guestHandlers = (ctx: UserServiceContext) => [
  handler(guestEndpoints.issue, (request) => issueGuestPass(ctx, request)),
  handler(guestEndpoints.check, ({ token }) => checkGuestToken(ctx, token)),
  handler(guestEndpoints.end, async ({ token }) => {
    await endGuestPass(ctx, token);
    return { ok: true as const };
  }),
];
