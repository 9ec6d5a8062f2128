import { userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { UserServiceContext } from '../context';
import { demoRequests } from '../db/schema';
import { demoRequestMail } from '../mail/mails';

/** Keeps the landing page's demo request, then mails it to support; a mail failure loses nothing. */
export const requestDemoHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.requestDemo, async (request, { log }) => {
    await ctx.db.insert(demoRequests).values(request);
    try {
      await ctx.mailer.send(demoRequestMail(ctx.config.SUPPORT_EMAIL, request));
    } catch (error) {
      log.error({ err: error }, 'the demo request was stored but could not be mailed');
    }
    return { ok: true as const };
  });
