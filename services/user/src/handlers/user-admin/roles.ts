import { Role, roleNames, userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';

/** The roles the user form offers: never role 1 (spec 1 §3). */
export const rolesHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.roles, async ({ actor }) => {
    await requireAdministrator(ctx, actor);
    return { roles: [{ roleId: Role.Member, roleName: roleNames[Role.Member] }] };
  });
