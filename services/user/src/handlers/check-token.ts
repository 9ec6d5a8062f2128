import { userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { checkSessionToken } from '../auth/sessions';
import type { UserServiceContext } from '../context';

export const checkTokenHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.checkToken, ({ token }) => checkSessionToken(ctx, token));
