import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { mailInvitations } from '../../admin/invitations';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';

/** 'email all inactive users'. */
export const mailInactiveUsersHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.mailInactiveUsers, async ({ actor, excludeEmails, domain }) => {
    await requireAdministrator(ctx, actor);
    return { sent: await mailInvitations(ctx, { excludeEmails, domain }) };
  });
