/** The in-memory limiter on its own: the package's index loads every store it supports (Redis, Mongo, …). */
declare module 'rate-limiter-flexible/lib/RateLimiterMemory' {
  import type { RateLimiterMemory } from 'rate-limiter-flexible';

  const Limiter: typeof RateLimiterMemory;
  export = Limiter;
}
