import { createHash } from 'node:crypto';
import { AppError, ErrorCode, messages, RATE_LIMITS, type RateBudget } from '@canstring/contracts';
import type { RateLimiterRes } from 'rate-limiter-flexible';
// Only the in-memory limiter: the package's index loads every store it supports, a slower start for each worker.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory';

/** The rate limits one gateway process applies; 0 points turns a limit off. */
export interface RateLimitSettings {
  operationsPerToken: RateBudget;
  operationsPerAddress: RateBudget;
  visitorMutationsPerAddress: RateBudget;
}

export const defaultRateLimits: RateLimitSettings = RATE_LIMITS;

export interface RateLimits {
  /** Counts one operation of the address and of the token (when there is one); RATE_LIMITED when either is spent. */
  operation(address: string, token: string | undefined): Promise<void>;
  /** Counts one visitor mutation (sign-in, PIN, guest pass, demo request) of the address. */
  visitorMutation(address: string): Promise<void>;
}

type Limiter = (key: string) => Promise<void>;

const refusal = (res: RateLimiterRes): AppError => {
  const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError(ErrorCode.RateLimited, messages.tooManyRequests(retryAfterSeconds), {
    retryAfterSeconds,
  });
};

/** The limiter rejects with its result (how long until the window ends) when the budget is spent. */
const isSpentBudget = (error: unknown): error is RateLimiterRes =>
  typeof (error as RateLimiterRes | undefined)?.msBeforeNext === 'number';

const spent = (error: unknown): never => {
  throw isSpentBudget(error) ? refusal(error) : error;
};

const allowAll: Limiter = () => Promise.resolve();

/** A fixed-window budget per key, kept in this process's memory. */
const limiterOf = (budget: RateBudget): Limiter => {
  if (budget.points <= 0) return allowAll;
  const limiter = new RateLimiterMemory({ points: budget.points, duration: budget.seconds });
  return (key) => limiter.consume(key).then(() => undefined, spent);
};

/** How many tokens' digests a process keeps; all are forgotten when there would be more. */
export const TOKEN_DIGESTS_KEPT = 10_000;

/**
 * A token is counted by its digest: the key stays short whatever the client sends. A client sends
 * the same token with every request, so its digest is made once (hashing it every time was 4 % of
 * the gateway's CPU a request in the gateway bench).
 */
const tokenKeys = () => {
  const digests = new Map<string, string>();
  return (token: string): string => {
    let digest = digests.get(token);
    if (digest === undefined) {
      digest = createHash('sha256').update(token).digest('base64url');
      if (digests.size >= TOKEN_DIGESTS_KEPT) digests.clear();
      digests.set(token, digest);
    }
    return digest;
  };
};

/** In-memory rate limits of one gateway process (each worker counts on its own). */
export const createRateLimits = (settings: RateLimitSettings = defaultRateLimits): RateLimits => {
  const perToken = limiterOf(settings.operationsPerToken);
  const perAddress = limiterOf(settings.operationsPerAddress);
  const visitorPerAddress = limiterOf(settings.visitorMutationsPerAddress);
  const tokenKey = tokenKeys();
  return {
    operation: async (address, token) => {
      await perAddress(address);
      if (token) await perToken(tokenKey(token));
    },
    visitorMutation: (address) => visitorPerAddress(address),
  };
};
