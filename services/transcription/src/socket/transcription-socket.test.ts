import {
  type Actor,
  ErrorCode,
  meetingMessages,
  TRANSCRIPTION_CLOSE,
  TRANSCRIPTION_FRAME_BYTES,
  TRANSCRIPTION_START,
  transcriptionEndpoints,
  transcriptionMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import {
  type CaptionTestBed,
  eventually,
  type Speaker,
  startCaptionTestBed,
} from '../test-support/caption-test-bed';
import { GO_FORWARD_TEXT, goForwardFrames } from '../test-support/go-forward';

let bed: CaptionTestBed;
let organizer: { actor: Actor; token: string };
beforeAll(async () => {
  bed = await startCaptionTestBed({ TRANSCRIPTION_START_TIMEOUT_MS: '1000' });
  organizer = await bed.newMember();
});
afterAll(async () => {
  await bed?.stop();
});

/** A meeting with its organizer hosting and a guest, captions on or off. */
const meetingWithGuest = async (captions: boolean) => {
  const { alias, room } = await bed.meeting(organizer.actor);
  const host = await bed.joinAsMember(organizer, alias, true);
  const guest = await bed.joinAsGuest(alias, 'Grace');
  if (captions) await bed.signal(host, 'captionstate', { on: true });
  return { alias, room, host, guest };
};

const speak = (who: Speaker) => {
  const socket = bed.open(who);
  socket.ws.on('open', () => {
    socket.ws.send(TRANSCRIPTION_START);
    for (const frame of goForwardFrames()) socket.ws.send(frame);
  });
  return socket;
};

const refusedWith = (reason: string) => ({ code: TRANSCRIPTION_CLOSE.refused, reason });
const badInputWith = (reason: string) => ({ code: TRANSCRIPTION_CLOSE.badInput, reason });

describe('the transcription socket', () => {
  it('refuses a caller without a session or guest pass, naming why', async () => {
    const { guest } = await meetingWithGuest(true);
    expect(await bed.open(guest, null).closed).toEqual(refusedWith(meetingMessages.signInOrGuestPass));
    expect(await bed.open(guest, 'not-a-token').closed).toEqual(
      refusedWith(meetingMessages.signInOrGuestPass),
    );
  });

  it('refuses someone not in that room, and a room with captions off', async () => {
    const { room, guest } = await meetingWithGuest(true);
    const stranger = await bed.newMember();
    // The stranger names the guest's participant: not theirs.
    expect(await bed.open({ ...guest, token: stranger.token }).closed).toEqual(
      refusedWith(transcriptionMessages.notInRoom),
    );
    // The guest's own participant, but another room.
    expect(await bed.open({ ...guest, room: `${room}9` }).closed).toEqual(
      refusedWith(transcriptionMessages.notInRoom),
    );
    const quiet = await meetingWithGuest(false);
    expect(await bed.open(quiet.guest).closed).toEqual(refusedWith(transcriptionMessages.captionsOff));
    expect(bed.transcription.engine.openRecognizers).toBe(0);
  });

  it('refuses a query that does not name the speaker and room, and a language without a model', async () => {
    const { guest } = await meetingWithGuest(true);
    expect(await bed.open({ ...guest, participantId: 'someone' }).closed).toEqual(
      badInputWith(transcriptionMessages.badQuery),
    );
    const french = bed.open({ ...guest, language: 'fr-FR' });
    french.ws.on('open', () => french.ws.send(TRANSCRIPTION_START));
    expect(await french.closed).toEqual({
      code: TRANSCRIPTION_CLOSE.noLanguage,
      reason: transcriptionMessages.noLanguage('fr-FR'),
    });
  });

  it('turns speech into the final text, tells the room as the speaker, and keeps the line', async () => {
    const { room, host, guest } = await meetingWithGuest(true);
    const watch = await bed.watch(room);
    const socket = speak(guest);
    expect(await socket.result((r) => r.isFinal)).toEqual({ isFinal: true, text: GO_FORWARD_TEXT });
    // Partial hypotheses came first, each new.
    const partials = socket.results.filter((r) => !r.isFinal).map((r) => r.text);
    expect(partials.length).toBeGreaterThan(0);
    expect(new Set(partials).size).toBe(partials.length);

    const told = await watch.next((e) => e.method === 'onTranscript' && JSON.parse(e.payload).isFinal);
    expect(told.fromParticipantId).toBe(guest.participantId);
    expect(JSON.parse(told.payload)).toEqual({ text: GO_FORWARD_TEXT, isFinal: true });
    watch.stop();

    const { lines } = await call(bed.nc, transcriptionEndpoints.transcript, {
      actor: organizer.actor,
      meetingNumber: room,
    });
    expect(lines).toEqual([
      {
        meetingNumber: room,
        participantId: guest.participantId,
        speakerName: 'Grace',
        text: GO_FORWARD_TEXT,
        at: expect.any(String),
      },
    ]);
    socket.ws.close(TRANSCRIPTION_CLOSE.normal);
    expect((await socket.closed).code).toBe(TRANSCRIPTION_CLOSE.normal);
    await eventually(() => bed.transcription.engine.openRecognizers === 0);
    // The host can read it; anyone else cannot.
    const other = await bed.newMember();
    await expect(
      call(bed.nc, transcriptionEndpoints.transcript, { actor: other.actor, meetingNumber: room }),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: transcriptionMessages.hostsOnly });
    expect(host.participantId).not.toBe(guest.participantId);
  });

  it('tells a slow room the words as they are now: partial guesses made meanwhile are dropped, the final line is told', async () => {
    const { room, guest } = await meetingWithGuest(true);
    const watch = await bed.watch(room);
    const socket = bed.open(guest);
    socket.ws.on('open', () => socket.ws.send(TRANSCRIPTION_START));
    // Admitted and listening: then the room answers no change while the whole sentence is said.
    await eventually(() => bed.transcription.engine.openRecognizers === 1, 10_000);
    const held = await bed.holdRoom(room);
    for (const frame of goForwardFrames()) socket.ws.send(frame);
    socket.ws.close(TRANSCRIPTION_CLOSE.normal);
    // Every frame heard, and the speaker gone, while the first guess waits for the room.
    await eventually(() => bed.transcription.engine.openRecognizers === 0, 10_000);
    // The first guess reaches the room's lock in its own time (NATS, the room's checks): wait for it.
    await eventually(async () => (await held.waiting()) > 0, 10_000);
    await held.release();

    const final = await watch.next((e) => e.method === 'onTranscript' && JSON.parse(e.payload).isFinal);
    expect(JSON.parse(final.payload)).toEqual({ text: GO_FORWARD_TEXT, isFinal: true });
    const told = watch.seen
      .filter((e) => e.method === 'onTranscript')
      .map((e) => JSON.parse(e.payload) as { text: string; isFinal: boolean });
    // The first guess, then the final: the guesses made while the room was held were not told.
    expect(told).toHaveLength(2);
    expect(told[0]?.isFinal).toBe(false);
    expect(told[1]).toEqual({ text: GO_FORWARD_TEXT, isFinal: true });
    watch.stop();
  });

  it('closes with the reason on audio before start, text after start, a frame of the wrong size, or no start', async () => {
    const { guest } = await meetingWithGuest(true);
    const early = bed.open(guest);
    early.ws.on('open', () => early.ws.send(new Uint8Array(TRANSCRIPTION_FRAME_BYTES)));
    expect(await early.closed).toEqual(badInputWith(transcriptionMessages.noStart));

    const chatty = bed.open(guest);
    chatty.ws.on('open', () => {
      chatty.ws.send(TRANSCRIPTION_START);
      chatty.ws.send(TRANSCRIPTION_START);
    });
    expect(await chatty.closed).toEqual(badInputWith(transcriptionMessages.textAfterStart));

    const odd = bed.open(guest);
    odd.ws.on('open', () => {
      odd.ws.send(TRANSCRIPTION_START);
      odd.ws.send(new Uint8Array(TRANSCRIPTION_FRAME_BYTES - 2));
    });
    expect(await odd.closed).toEqual(badInputWith(transcriptionMessages.badFrame));

    const silent = bed.open(guest);
    expect(await silent.closed).toEqual(badInputWith(transcriptionMessages.noStart));
    await eventually(() => bed.transcription.engine.openRecognizers === 0);
  });

  it('closes a flood of audio faster than it is spoken, and other speakers go on', async () => {
    const { guest, host } = await meetingWithGuest(true);
    const flood = bed.open(guest);
    flood.ws.on('open', () => {
      flood.ws.send(TRANSCRIPTION_START);
      for (let i = 0; i < 60; i++) flood.ws.send(new Uint8Array(TRANSCRIPTION_FRAME_BYTES));
    });
    const other = speak(host);
    expect(await flood.closed).toEqual(badInputWith(transcriptionMessages.flood));
    expect(await other.result((r) => r.isFinal)).toEqual({ isFinal: true, text: GO_FORWARD_TEXT });
    other.ws.close(TRANSCRIPTION_CLOSE.normal);
    await other.closed;
    await eventually(() => bed.transcription.engine.openRecognizers === 0);
  });

  it('frees the recognizer at once when the speaker closes mid-speech, and keeps what was said', async () => {
    const { room, guest } = await meetingWithGuest(true);
    const socket = bed.open(guest);
    socket.ws.on('open', () => {
      socket.ws.send(TRANSCRIPTION_START);
      for (const frame of goForwardFrames().slice(0, 6)) socket.ws.send(frame);
    });
    await socket.result((r) => !r.isFinal && r.text.startsWith('go'));
    expect(bed.transcription.engine.openRecognizers).toBe(1);
    expect(bed.transcription.socket.openStreams).toBe(1);
    socket.ws.close(TRANSCRIPTION_CLOSE.normal);
    await socket.closed;
    await eventually(() => bed.transcription.engine.openRecognizers === 0);
    await eventually(() => bed.transcription.socket.openStreams === 0);
    await eventually(async () => {
      const { lines } = await call(bed.nc, transcriptionEndpoints.transcript, {
        actor: organizer.actor,
        meetingNumber: room,
      });
      return lines.some((l) => l.text.startsWith('go forward'));
    });
  });
});
