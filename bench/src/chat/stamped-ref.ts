/**
 * A message's reference carries the moment it was sent, on the wall clock with microseconds
 * (`performance.timeOrigin + performance.now()`, which every process on this machine reads alike),
 * so a subscriber in any process measures send → receipt without asking the sender.
 */
export const nowMicros = (): number => Math.round((performance.timeOrigin + performance.now()) * 1000);

/** A measured message: `m-<index>-<sent at, µs>`; warm-up messages start with `warmup-`. */
export const stampedRef = (index: number): string => `m-${index}-${nowMicros()}`;

/** The stamped message's index and the milliseconds since it was sent; undefined for a warm-up or foreign reference. */
export const sinceSent = (ref: string): { index: number; ms: number } | undefined => {
  const [, index, sentAt] = /^m-(\d+)-(\d+)$/.exec(ref) ?? [];
  if (index === undefined || sentAt === undefined) return undefined;
  return { index: Number(index), ms: (nowMicros() - Number(sentAt)) / 1000 };
};

export const isWarmup = (ref: string): boolean => ref.startsWith('warmup-');
