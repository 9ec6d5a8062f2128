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

/** A token is counted by its digest: the key stays short whatever the client sends. */
const tokenKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** In-memory rate limits of one gateway process (each worker counts on its own). */
export const createRateLimits = (settings: RateLimitSettings = defaultRateLimits): RateLimits => {
  const perToken = limiterOf(settings.operationsPerToken);
  const perAddress = limiterOf(settings.operationsPerAddress);
  const visitorPerAddress = limiterOf(settings.visitorMutationsPerAddress);
  return {
    operation: async (address, token) => {
      await perAddress(address);
      if (token) await perToken(tokenKey(token));
    },
    visitorMutation: (address) => visitorPerAddress(address),
  };
};
