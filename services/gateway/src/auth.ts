import { type Actor, AppError, ErrorCode, messages, type Role, type TokenCheck } from '@canstring/contracts';
import type { GatewayContext } from './context';

/** The signed-in caller, or UNAUTHENTICATED. Every resolver that is not open to visitors starts here. */
export const requireActor = (ctx: GatewayContext): Promise<Actor> => ctx.actor();

/** The signed-in caller holding the role, or FORBIDDEN. */
export const requireRole = async (ctx: GatewayContext, role: Role): Promise<Actor> => {
  const actor = await ctx.actor();
  if (actor.role !== role) throw new AppError(ErrorCode.Forbidden, messages.notAllowed);
  return actor;
};

/** The signed-in caller's verified session, with their account as of the check. */
export const requireSession = (ctx: GatewayContext): Promise<TokenCheck> => ctx.session();
