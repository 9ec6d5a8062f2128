/** Resolves once every url answers HTTP 200, or rejects naming the ones that did not within the timeout. */
export const waitForHealthy = async (urls: string[], timeoutMs: number, isCancelled = () => false) => {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(urls);
  while (pending.size > 0) {
    for (const url of [...pending]) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await res.body?.cancel();
        if (res.ok) pending.delete(url);
      } catch {
        // not up yet
      }
    }
    if (pending.size === 0 || isCancelled()) return;
    if (Date.now() > deadline) {
      throw new Error(
        `No healthy answer within ${Math.round(timeoutMs / 1000)} s from ${[...pending].join(', ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
};
