import { AppError, ErrorCode } from '@canstring/contracts';
import { SubscriptionQueue } from './subscription-queue';

const online = (userId: number, isOnline = true) => ({
  userId,
  online: isOnline,
  lastSeen: isOnline ? null : '2026-01-01T00:00:00.000Z',
});

describe('a subscription’s queue', () => {
  it('hands items on in the order they came, to a reader already waiting too', async () => {
    const queue = new SubscriptionQueue<number>(async () => undefined);
    queue.push(1);
    queue.push(2);
    expect(await queue.next()).toEqual({ done: false, value: 1 });
    expect(await queue.next()).toEqual({ done: false, value: 2 });
    const waiting = queue.next();
    queue.push(3);
    expect(await waiting).toEqual({ done: false, value: 3 });
  });

  it('ends after an item marked last', async () => {
    const queue = new SubscriptionQueue<string>(async () => undefined, { isLast: (item) => item === 'bye' });
    queue.push('hello');
    queue.push('bye');
    queue.push('ignored');
    expect((await queue.next()).value).toBe('hello');
    expect((await queue.next()).value).toBe('bye');
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });

  it('with a key, keeps only the newest item of each key, in the order they last changed', async () => {
    const queue = new SubscriptionQueue<ReturnType<typeof online>>(async () => undefined, {
      keyOf: (presence) => presence.userId,
    });
    queue.push(online(1));
    queue.push(online(2));
    queue.push(online(1, false));
    expect(await queue.next()).toEqual({ done: false, value: online(2) });
    expect(await queue.next()).toEqual({ done: false, value: online(1, false) });
    const waiting = queue.next();
    queue.push(online(3));
    expect(await waiting).toEqual({ done: false, value: online(3) });
  });

  it('ends with the refusal when the session no longer holds, and stops listening when returned', async () => {
    let allowed = true;
    let listening = true;
    const queue = new SubscriptionQueue<ReturnType<typeof online>>(async () => {
      if (!allowed) throw new Error('signed out');
    });
    queue.listening(() => {
      listening = false;
    });
    queue.push(online(1));
    expect((await queue.next()).value).toEqual(online(1));
    allowed = false;
    queue.push(online(2));
    expect((await queue.next()).value).toEqual(new Error('signed out'));
    expect(listening).toBe(false);
    expect(await queue.next()).toEqual({ done: true, value: undefined });

    const other = new SubscriptionQueue<ReturnType<typeof online>>(async () => undefined);
    let otherListening = true;
    other.listening(() => {
      otherListening = false;
    });
    const pending = other.next();
    await other.return();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(otherListening).toBe(false);
  });

  it('tries a check that could not be made again, and hands the item on once it answers', async () => {
    let checks = 0;
    const queue = new SubscriptionQueue<string>(async () => {
      checks += 1;
      if (checks <= 2) throw new AppError(ErrorCode.Unavailable, 'busy');
    });
    queue.push('event');
    expect(await queue.next()).toEqual({ done: false, value: 'event' });
    expect(checks).toBe(3);
    queue.push('next event');
    expect(await queue.next()).toEqual({ done: false, value: 'next event' });
  });

  it('ends with the error when the check stays impossible past its time, and never retries a refusal', async () => {
    let checks = 0;
    const away = new AppError(ErrorCode.Unavailable, 'away');
    const queue = new SubscriptionQueue<string>(
      async () => {
        checks += 1;
        throw away;
      },
      { unavailableForMs: 1_000 },
    );
    queue.push('event');
    expect(await queue.next()).toEqual({ done: false, value: away });
    expect(checks).toBeGreaterThan(1);
    expect(await queue.next()).toEqual({ done: true, value: undefined });

    let refusals = 0;
    const refused = new AppError(ErrorCode.Unauthenticated, 'signed out');
    const other = new SubscriptionQueue<string>(async () => {
      refusals += 1;
      throw refused;
    });
    other.push('event');
    expect(await other.next()).toEqual({ done: false, value: refused });
    expect(refusals).toBe(1);
  });

  it('stops trying when the subscription is returned meanwhile', async () => {
    const queue = new SubscriptionQueue<string>(async () => {
      throw new AppError(ErrorCode.Unavailable, 'busy');
    });
    queue.push('event');
    const pending = queue.next();
    await queue.return();
    expect(await pending).toEqual({ done: true, value: undefined });
  });
});

describe('a subscription’s queue handing items on at once', () => {
  /** A queue whose reader takes what it is handed at once while `takes` says so, as the shared delivery does. */
  const atOnceQueue = (options: {
    fresh: () => boolean;
    takes?: () => boolean;
    isLast?: (item: string) => boolean;
  }) => {
    const queue = new SubscriptionQueue<string>(async () => undefined, {
      admittedNow: options.fresh,
      isLast: options.isLast,
    });
    const taken: string[] = [];
    queue.handOnAtOnce((item) => {
      if (options.takes && !options.takes()) return false;
      taken.push(item);
      return true;
    });
    return { queue, taken };
  };

  it('hands an item to a waiting reader as it is pushed, with the check answered already', async () => {
    const { queue, taken } = atOnceQueue({ fresh: () => true });
    const waiting = queue.next();
    queue.push('a');
    queue.push('b');
    expect(taken).toEqual(['a', 'b']);
    await queue.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it('queues items while the reader is not waiting, so none overtakes another', async () => {
    const { queue, taken } = atOnceQueue({ fresh: () => true });
    queue.push('first');
    queue.push('second');
    expect(taken).toEqual([]);
    expect(await queue.next()).toEqual({ done: false, value: 'first' });
    expect(await queue.next()).toEqual({ done: false, value: 'second' });
    const waiting = queue.next();
    queue.push('third');
    expect(taken).toEqual(['third']);
    await queue.return();
    await waiting;
  });

  it('queues an item when the check would have to ask, or the reader cannot take it now', async () => {
    let fresh = false;
    let takes = true;
    const { queue, taken } = atOnceQueue({ fresh: () => fresh, takes: () => takes });
    let waiting = queue.next();
    queue.push('checked first');
    expect(await waiting).toEqual({ done: false, value: 'checked first' });
    fresh = true;
    takes = false;
    waiting = queue.next();
    queue.push('socket busy');
    expect(await waiting).toEqual({ done: false, value: 'socket busy' });
    expect(taken).toEqual([]);
  });

  it('hands the last item through the queue, which then ends', async () => {
    const { queue, taken } = atOnceQueue({ fresh: () => true, isLast: (item) => item === 'bye' });
    const waiting = queue.next();
    queue.push('bye');
    expect(await waiting).toEqual({ done: false, value: 'bye' });
    expect(taken).toEqual([]);
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });

  it('hands nothing on once returned', async () => {
    const { queue, taken } = atOnceQueue({ fresh: () => true });
    const waiting = queue.next();
    await queue.return();
    queue.push('late');
    expect(taken).toEqual([]);
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});
