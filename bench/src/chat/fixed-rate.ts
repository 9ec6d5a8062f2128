/**
 * Calls `send` at a fixed rate for a while, open loop: each send starts on its own slot whether or not
 * the earlier ones were answered, so a slow answer delays nothing (as people typing do). Slots are
 * kept on absolute times, so timer lateness does not add up.
 */
export const atFixedRate = async (
  perSecond: number,
  durationMs: number,
  send: (index: number) => Promise<unknown>,
): Promise<{ sent: number; failed: number }> => {
  const intervalMs = 1000 / perSecond;
  const start = performance.now();
  const inFlight: Promise<unknown>[] = [];
  let failed = 0;
  let index = 0;
  for (; index * intervalMs < durationMs; index += 1) {
    const due = start + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      send(index).catch(() => {
        failed += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  return { sent: index, failed };
};
