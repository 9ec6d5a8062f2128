import { type ParticipantModel, sameParticipant, samePublicRecord } from './model';

/** A participant with every field set, so that each can be changed in turn. */
const someone: ParticipantModel = {
  participantId: '6f1c1a52-3b9e-4c62-9d7e-1f2a3b4c5d6e',
  room: '123456789',
  userId: 7,
  guestId: null,
  userName: 'Ada Lovelace',
  windowId: 'window-1',
  videoEnabled: true,
  audioEnabled: true,
  userMode: 'viewer',
  public: true,
  isHost: false,
  temphost: true,
  tempHostUntil: '2026-12-06T10:00:00.000Z',
  wbAllowed: false,
  screenAllowed: false,
  micAllowed: true,
  camAllowed: true,
  handRaised: false,
  phone: '+441234567890',
  webinar: false,
  joinedAt: '2026-12-06T09:00:00.000Z',
  owner: 'user:7',
  lastSeenAt: '2026-12-06T09:30:00.000Z',
  lastTransferAt: null,
};

/** Another value of the same kind as `value`. */
const other = (value: unknown): unknown => {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  return 'now set';
};

/** The fields only the service keeps: an event never carries them. */
const serviceOwn = new Set(['owner', 'lastSeenAt', 'lastTransferAt']);
const fields = Object.keys(someone) as (keyof ParticipantModel)[];

describe('comparing two records of one participant', () => {
  it('finds a copy the same, with or without the renewal aside', () => {
    expect(sameParticipant(someone, { ...someone })).toBe(true);
    expect(samePublicRecord(someone, { ...someone })).toBe(true);
    expect(samePublicRecord(someone, { ...someone }, true)).toBe(true);
  });

  it.each(fields)('sees a change to %s', (field) => {
    const changed = { ...someone, [field]: other(someone[field]) } as ParticipantModel;
    expect(sameParticipant(someone, changed)).toBe(false);
    expect(samePublicRecord(someone, changed)).toBe(serviceOwn.has(field));
    expect(samePublicRecord(someone, changed, true)).toBe(serviceOwn.has(field) || field === 'tempHostUntil');
  });
});
