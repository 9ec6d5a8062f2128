import { ROOM_SIGNAL_METHODS, roomSignalSchema, signalRights } from './signals';

describe('room signals', () => {
  it('gives every method a right', () => {
    expect(Object.keys(signalRights).sort()).toEqual([...ROOM_SIGNAL_METHODS].sort());
  });

  it('accepts a method with its payload and fills defaults', () => {
    expect(roomSignalSchema.parse({ method: 'chat', payload: { message: ' hello ' } })).toEqual({
      method: 'chat',
      payload: { message: 'hello', toParticipantId: null },
    });
  });

  it('refuses an unknown method, a wrong payload and extra fields', () => {
    expect(roomSignalSchema.safeParse({ method: 'dropTables', payload: {} }).success).toBe(false);
    expect(roomSignalSchema.safeParse({ method: 'lockStatus', payload: { locked: 'yes' } }).success).toBe(
      false,
    );
    expect(
      roomSignalSchema.safeParse({ method: 'onRaiseHand', payload: { participantId: 'someone' } }).success,
    ).toBe(false);
    expect(roomSignalSchema.safeParse({ method: 'chat', payload: { message: '   ' } }).success).toBe(false);
  });
});
