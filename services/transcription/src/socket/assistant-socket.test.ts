import {
  type Actor,
  TRANSCRIPTION_ASSISTANT_PURPOSE,
  TRANSCRIPTION_CLOSE,
  TRANSCRIPTION_START,
  transcriptionEndpoints,
  transcriptionMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type CaptionTestBed, eventually, startCaptionTestBed } from '../test-support/caption-test-bed';
import { GO_FORWARD_TEXT, goForwardFrames } from '../test-support/go-forward';

/** The assistant's socket (spec 3 §2 /record): a member's own speech, in no room, nothing kept. */
let bed: CaptionTestBed;
let member: { actor: Actor; token: string };
beforeAll(async () => {
  bed = await startCaptionTestBed();
  member = await bed.newMember();
});
afterAll(async () => {
  await bed?.stop();
});

const assistant = { purpose: TRANSCRIPTION_ASSISTANT_PURPOSE, name: 'Asha' };

describe('the assistant’s transcription socket', () => {
  it('answers a signed-in member’s speech on the socket alone, in the default en-IN too', async () => {
    const { room } = await bed.meeting(member.actor);
    const socket = bed.open({ ...assistant, language: 'en-IN' }, member.token);
    socket.ws.on('open', () => {
      socket.ws.send(TRANSCRIPTION_START);
      for (const frame of goForwardFrames()) socket.ws.send(frame);
    });
    expect(await socket.result((r) => r.isFinal)).toEqual({ isFinal: true, text: GO_FORWARD_TEXT });
    socket.ws.close(TRANSCRIPTION_CLOSE.normal);
    await socket.closed;
    await eventually(() => bed.transcription.engine.openRecognizers === 0);
    // No meeting's transcript holds it.
    const { transcripts } = await call(bed.nc, transcriptionEndpoints.transcripts, {
      actor: member.actor,
      meetingNumbers: [room],
    });
    expect(transcripts).toEqual([]);
  });

  it('refuses a visitor without a session, and says a language has no model', async () => {
    expect(await bed.open(assistant, null).closed).toEqual({
      code: TRANSCRIPTION_CLOSE.refused,
      reason: transcriptionMessages.membersOnly,
    });
    const hindi = bed.open({ ...assistant, language: 'hi-IN' }, member.token);
    hindi.ws.on('open', () => hindi.ws.send(TRANSCRIPTION_START));
    expect(await hindi.closed).toEqual({
      code: TRANSCRIPTION_CLOSE.noLanguage,
      reason: transcriptionMessages.noLanguage('hi-IN'),
    });
  });
});
