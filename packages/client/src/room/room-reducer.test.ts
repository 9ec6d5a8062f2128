import { roomEvent, roomFlags, roomParticipant, roomState } from '../test-support/room-fixtures';
import { applyRoomEvent, roomViewOf } from './room-reducer';

const ada = roomParticipant({ userName: 'Ada', isHost: true, public: false });
const bea = roomParticipant({ userName: 'Bea' });
const start = () => roomViewOf(roomState({ version: 4, participants: [ada, bea] }));

describe('applying room events', () => {
  it('sets the flags whole, upserts participants and removes those who left', () => {
    const cleo = roomParticipant({ userName: 'Cleo' });
    const raised = { ...bea, handRaised: true };
    const { view, missed } = applyRoomEvent(
      start(),
      roomEvent({
        method: 'onUserListMeeting',
        version: 5,
        flags: roomFlags({ started: true }),
        participants: [raised, cleo],
      }),
    );
    expect(missed).toBe(false);
    expect(view.state.version).toBe(5);
    expect(view.state.flags.started).toBe(true);
    expect(view.state.participants.map((p) => [p.userName, p.handRaised])).toEqual([
      ['Ada', false],
      ['Bea', true],
      ['Cleo', false],
    ]);
    const after = applyRoomEvent(
      view,
      roomEvent({ method: 'onUserDisconnected', version: 6, left: [bea.participantId] }),
    );
    expect(after.view.state.participants.map((p) => p.userName)).toEqual(['Ada', 'Cleo']);
  });

  it('reports a version jump as something missed', () => {
    const { view, missed } = applyRoomEvent(
      start(),
      roomEvent({ method: 'lockStatus', version: 7, flags: roomFlags({ locked: true }) }),
    );
    expect(missed).toBe(true);
    expect(view.state.flags.locked).toBe(true);
  });

  it('leaves a state read since untouched by an older event', () => {
    const { view, missed } = applyRoomEvent(
      start(),
      roomEvent({
        method: 'lockStatus',
        version: 3,
        flags: roomFlags({ locked: true }),
        left: [bea.participantId],
      }),
    );
    expect(missed).toBe(false);
    expect(view.state.version).toBe(4);
    expect(view.state.flags.locked).toBe(false);
    expect(view.state.participants).toHaveLength(2);
  });

  it('replaces the state with onInitialData, keeping the captions heard', () => {
    const captioned = applyRoomEvent(
      start(),
      roomEvent({
        method: 'onTranscript',
        version: 4,
        fromParticipantId: ada.participantId,
        payload: JSON.stringify({ text: 'hello', isFinal: true }),
      }),
    ).view;
    const fresh = roomState({ version: 40, participants: [bea] });
    const { view } = applyRoomEvent(
      captioned,
      roomEvent({ method: 'onInitialData', version: 40, state: fresh }),
    );
    expect(view.state).toBe(fresh);
    expect(view.captions.map((c) => c.text)).toEqual(['hello']);
  });

  it('keeps the view it holds when onInitialData brings the same version (nothing to draw again)', () => {
    const held = start();
    const same = roomState({ version: held.state.version, participants: [bea] });
    const { view, missed } = applyRoomEvent(
      held,
      roomEvent({ method: 'onInitialData', version: held.state.version, state: same }),
    );
    expect(view).toBe(held);
    expect(missed).toBe(false);
  });

  it('adds chat once, from the stored message or from the signal', () => {
    const stored = {
      id: 'm1',
      fromParticipantId: ada.participantId,
      fromName: 'Ada',
      toParticipantId: null,
      message: 'Welcome',
      sentAt: '2026-03-10T18:01:00.000Z',
    };
    const event = roomEvent({
      method: 'chat',
      version: 4,
      fromParticipantId: ada.participantId,
      payload: JSON.stringify(stored),
    });
    const once = applyRoomEvent(start(), event).view;
    const twice = applyRoomEvent(once, event).view;
    expect(twice.state.chat).toEqual([stored]);
    const relayed = applyRoomEvent(
      twice,
      roomEvent({
        method: 'chat',
        version: 4,
        fromParticipantId: bea.participantId,
        payload: JSON.stringify({ message: 'Hi Ada', toParticipantId: ada.participantId }),
      }),
    ).view;
    expect(relayed.state.chat[1]).toMatchObject({
      fromName: 'Bea',
      message: 'Hi Ada',
      toParticipantId: ada.participantId,
    });
  });

  it("replaces a speaker's unfinished caption line and keeps finished ones", () => {
    const line = (text: string, isFinal: boolean) =>
      roomEvent({
        method: 'onTranscript',
        version: 4,
        fromParticipantId: ada.participantId,
        payload: JSON.stringify({ text, isFinal }),
      });
    let view = start();
    for (const [text, isFinal] of [
      ['Good', false],
      ['Good morning', true],
      ['Let us', false],
      ['Let us begin', false],
    ] as const) {
      view = applyRoomEvent(view, line(text, isFinal)).view;
    }
    expect(view.captions.map((c) => [c.userName, c.text, c.isFinal])).toEqual([
      ['Ada', 'Good morning', true],
      ['Ada', 'Let us begin', false],
    ]);
  });
});

describe('the view on entry', () => {
  it('starts the Dialogue with the final caption lines the room kept (a late joiner)', () => {
    const kept = {
      captions: {
        lines: [{ participantId: bea.participantId, userName: 'Bea', text: 'go forward ten meters', at: '' }],
      },
    };
    const view = roomViewOf(roomState({ participants: [ada, bea], features: JSON.stringify(kept) }));
    expect(view.captions).toEqual([
      { participantId: bea.participantId, userName: 'Bea', text: 'go forward ten meters', isFinal: true },
    ]);
    // Read again later, the lines the tab heard itself stay as they are.
    expect(roomViewOf(view.state, []).captions).toEqual([]);
  });
});
