import { randomUUID } from 'node:crypto';
import type { RoomEvent, RoomParticipant } from '@canstring/contracts';
import { eventsSeenBy } from './phones-seen';

const participant = (more: Partial<RoomParticipant>): RoomParticipant => ({
  participantId: randomUUID(),
  room: '12345678901',
  userId: null,
  guestId: null,
  userName: 'Someone',
  windowId: 'w1',
  videoEnabled: false,
  audioEnabled: false,
  userMode: 'viewer',
  public: true,
  isHost: false,
  temphost: false,
  tempHostUntil: null,
  wbAllowed: false,
  screenAllowed: false,
  micAllowed: false,
  camAllowed: false,
  handRaised: false,
  phone: null,
  webinar: false,
  joinedAt: '2026-11-22T10:00:00.000Z',
  ...more,
});

const host = participant({ userId: 1, userName: 'Ada', isHost: true, public: false });
const ben = participant({ userId: 2, userName: 'Ben' });
const dan = participant({ userId: 3, userName: 'Dan' });
const eve = participant({ userId: 4, userName: 'Eve', phone: '(201) 555-0104' });

const event = (participants: RoomParticipant[]): RoomEvent =>
  ({
    room: '12345678901',
    version: 7,
    method: participants.length ? 'userJoined' : 'lockStatus',
    fromParticipantId: host.participantId,
    payload: '{}',
    flags: {},
    participants,
    left: [],
    features: {},
    audience: null,
    state: null,
  }) as unknown as RoomEvent;

/** Viewers who have seen their own record, as a subscription has from its first state. */
const viewers = (...people: RoomParticipant[]) =>
  people.map((p) => {
    const seen = eventsSeenBy(p.participantId);
    seen(event([p]));
    return seen;
  });

describe('room events as each participant receives them', () => {
  it('hands everyone the very same event when no phone number is to be hidden', () => {
    const [forBen, forDan] = viewers(ben, dan);
    const locked = event([]);
    expect(forBen!(locked)).toBe(locked);
    expect(forDan!(locked)).toBe(locked);
  });

  it('hides a phone number from those who may not read it, with one copy for all of them', () => {
    const [forHost, forBen, forDan, forEve] = viewers(host, ben, dan, eve);
    const joined = event([eve]);

    const seenByBen = forBen!(joined);
    expect(seenByBen.participants[0]?.phone).toBeNull();
    expect(forDan!(joined)).toBe(seenByBen);
    expect(forHost!(joined).participants[0]?.phone).toBe('(201) 555-0104');
    expect(forEve!(joined).participants[0]?.phone).toBe('(201) 555-0104');
    expect(joined.participants[0]?.phone).toBe('(201) 555-0104');
  });
});
