import {
  CLIENT_ADDRESS_MAX_LENGTH,
  type DemoRequest,
  type SignInResult,
  userEndpoints,
  userEvents,
} from '@canstring/contracts';
import { requireActor, requireSession } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';

type SignInAnswer =
  | Extract<SignInResult, { kind: 'session' }>['session']
  | { pinToken: string; expiresAt: string };

export const userResolvers = {
  Query: {
    /**
     * The account comes with the session check the request needs anyway, so `me` costs no extra call
     * to the user service. It is as fresh as the check: sign-out, deactivation and any change the user
     * service announces with userEvents drop the check on every gateway instance at once.
     */
    me: async (_: unknown, __: unknown, ctx: GatewayContext) => (await requireSession(ctx)).user,
  },
  Mutation: {
    signIn: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: GatewayContext,
    ): Promise<SignInAnswer> => {
      const result = await ctx.call(userEndpoints.authenticate, {
        ...args,
        ...(ctx.clientAddress ? { address: ctx.clientAddress.slice(0, CLIENT_ADDRESS_MAX_LENGTH) } : {}),
      });
      return result.kind === 'session'
        ? result.session
        : { pinToken: result.pinToken, expiresAt: result.expiresAt };
    },
    verifyPin: (_: unknown, args: { pinToken: string; pin: string }, ctx: GatewayContext) =>
      ctx.call(userEndpoints.verifyPin, args),
    signOut: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(userEndpoints.signOut, { actor });
      return true;
    },
    setStatus: async (_: unknown, args: { statusId: number }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(userEndpoints.setStatus, { actor, userId: actor.userId, statusId: args.statusId });
      // The status is part of the account carried by cached session checks: have every instance
      // check this user again, so `me` shows the new status wherever the next request lands.
      ctx.publish(userEvents.userChanged, { userId: actor.userId });
      return true;
    },
    requestDemo: async (_: unknown, args: { input: DemoRequest }, ctx: GatewayContext) => {
      await ctx.call(userEndpoints.requestDemo, args.input);
      return true;
    },
  },
  SignInResult: {
    __resolveType: (answer: SignInAnswer) => ('token' in answer ? 'Session' : 'PinChallenge'),
  },
} satisfies GatewayModule['resolvers'];
