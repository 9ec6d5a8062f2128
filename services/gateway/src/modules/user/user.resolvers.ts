import { type DemoRequest, type SignInResult, userEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';

type SignInAnswer =
  | Extract<SignInResult, { kind: 'session' }>['session']
  | { pinToken: string; expiresAt: string };

export const userResolvers = {
  Query: {
    me: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      return ctx.call(userEndpoints.current, { actor });
    },
  },
  Mutation: {
    signIn: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: GatewayContext,
    ): Promise<SignInAnswer> => {
      const result = await ctx.call(userEndpoints.authenticate, args);
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
