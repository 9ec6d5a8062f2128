import type { GatewayContext } from '../context';
import type { FeedDeclaration } from '../feeds';

/** A field resolver of the gateway; arguments are already coerced to the SDL's types by GraphQL. */
// biome-ignore lint/suspicious/noExplicitAny: each resolver narrows its own parent and arguments
export type FieldResolver = (parent: any, args: any, ctx: GatewayContext) => unknown;

/**
 * One product area's part of the gateway: its SDL, the resolvers of the types it declares or extends,
 * and the feeds its subscriptions read (each started once per gateway process).
 */
export interface GatewayModule {
  typeDefs: string;
  resolvers: Record<string, Record<string, FieldResolver | unknown>>;
  feeds?: readonly FeedDeclaration[];
  /**
   * Subscription fields whose events read the same for every subscriber asking with the same document
   * (the feed and the field's queue filter and admit each subscriber; no resolver below the root
   * reads the caller): each event is executed and serialised once per document, not per subscriber.
   */
  sharedSubscriptions?: readonly string[];
}
