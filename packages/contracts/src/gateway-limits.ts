/**
 * Bounds on one GraphQL operation, checked by the gateway before anything runs (over HTTP and
 * graphql-ws alike). The web apps' largest operations, measured with the same counting (Apollo
 * Client's added `__typename` included), are far below each: 127 tokens (joinRoom), depth 8
 * (chats), no aliases, 113 fields and a cost of about 1,000 (roomEvents).
 */
export const OPERATION_LIMITS = {
  /** Lexical tokens in the whole document: stops a huge document before it is even parsed. */
  maxTokens: 2_000,
  /** Nesting of fields (a fragment spread counts as a level). */
  maxDepth: 15,
  /** Aliased fields in one operation: each alias is another call to a service. */
  maxAliases: 20,
  /** Fields in one operation once its fragments are expanded. */
  maxFields: 500,
  /** Fields weighted by kind and depth (graphql-armor's cost: object 2, scalar 1, ×1.5 per level). */
  maxCost: 5_000,
  /** Directives (`@include`, `@skip`, …) in one operation. */
  maxDirectives: 20,
} as const;

/** A budget of operations for one key (a session, an address) in a fixed window. */
export interface RateBudget {
  points: number;
  seconds: number;
}

/**
 * Default rate limits of the gateway (each has a setting, see the README). Each gateway worker
 * counts on its own, so with GATEWAY_WORKERS = n a client spread over several connections can get
 * up to n times these. Chosen so real use never meets them: a person's apps send a few operations a
 * second at most; the benches' busiest session sends 50 chat messages a second (bench/chat), and the
 * room bench's 100 guests and host on one address about 40 operations a second.
 */
export const RATE_LIMITS = {
  /** Operations (HTTP requests and graphql-ws subscribe messages) per session or guest token. */
  operationsPerToken: { points: 600, seconds: 10 },
  /** Operations per client address, whoever sends them (many people may share one address). */
  operationsPerAddress: { points: 2_000, seconds: 10 },
  /** Mutations open to visitors (sign-in, PIN, guest pass, demo request) per client address. */
  visitorMutationsPerAddress: { points: 60, seconds: 60 },
} as const satisfies Record<string, RateBudget>;

/** Operations one graphql-ws socket may have running at once (the apps hold about ten). */
export const WS_MAX_OPERATIONS_PER_SOCKET = 100;
