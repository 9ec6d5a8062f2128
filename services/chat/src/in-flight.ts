import type { Handler } from '@canstring/service-kit';

/**
 * Counts the answers still being worked on. Draining the NATS subscriptions hands every received
 * request to its handler but does not wait for the asynchronous answer; stopping waits here first,
 * so a request taken in before the stop is answered before the connection closes.
 */
export const createInFlight = () => {
  const pending = new Set<Promise<unknown>>();
  return {
    track: (h: Handler): Handler => ({
      endpoint: h.endpoint,
      handle: (input, ctx) => {
        const answer = h.handle(input, ctx);
        pending.add(answer);
        answer.then(
          () => pending.delete(answer),
          () => pending.delete(answer),
        );
        return answer;
      },
    }),
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      // The reply is published a few promise steps after the handler settles.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
};
