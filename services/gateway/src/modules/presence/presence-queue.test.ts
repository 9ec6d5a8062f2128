import { PresenceQueue } from './presence-queue';

const online = (userId: number, isOnline = true) => ({
  userId,
  online: isOnline,
  lastSeen: isOnline ? null : '2026-01-01T00:00:00.000Z',
});

describe('a subscriber’s presence queue', () => {
  it('keeps only the newest change of each person, in the order they last changed', async () => {
    const queue = new PresenceQueue(async () => undefined);
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
    const queue = new PresenceQueue(async () => {
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

    const other = new PresenceQueue(async () => undefined);
    let otherListening = true;
    other.listening(() => {
      otherListening = false;
    });
    const pending = other.next();
    await other.return();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(otherListening).toBe(false);
  });
});
