import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Actor,
  meetingEndpoints,
  recordingDownloadPath,
  recordingEndpoints,
  recordingMessages,
  userEndpoints,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  startRecordingServiceForTest,
  type TestRecordingService,
} from '@canstring/recording-service/testing';
import { call } from '@canstring/service-kit';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import { recordingPathOf } from './files/locations';
import { startMediaServiceForTest, type TestMediaService } from './testing';

/**
 * Recording downloads: the file server streams DATA_DIR/recordings/<unique name>.mkv only to the
 * people the real recording service allows (whoever may see the meeting).
 */
jest.setTimeout(90_000);

let bed: AccountsTestBed;
let meetings: TestMeetingService;
let recordings: TestRecordingService;
let media: TestMediaService;

interface Signed {
  actor: Actor;
  token: string;
}
let people = 0;
const person = async (role: 1 | 2): Promise<Signed> => {
  people += 1;
  const email = `media-rec-${people}-${process.pid}@example.org`;
  await bed.users.addUser({ email, password: 'secret1', firstName: `Person${people}`, role });
  const token = await bed.signIn(email, 'secret1');
  return { token, actor: (await call(bed.nc, userEndpoints.checkToken, { token })).actor };
};

beforeAll(async () => {
  bed = await startAccountsTestBed('media-recordings');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url });
  recordings = await startRecordingServiceForTest({ natsUrl: bed.nats.url });
  // One data folder, as on one machine: the recording service's files are the file server's to serve.
  media = await startMediaServiceForTest({ natsUrl: bed.nats.url, dataDir: recordings.dataDir });
});
afterAll(async () => {
  await media?.stop();
  await recordings?.stop();
  await meetings?.stop();
  await bed?.stop();
});

const download = (uniqueName: string, token?: string) =>
  fetch(`${media.url}${recordingDownloadPath(uniqueName)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /recordings/<unique name>.mkv', () => {
  it('streams the recording to the people of its meeting only, named as the recording', async () => {
    const host = await person(1);
    const guest = await person(2);
    const stranger = await person(2);
    const { meeting } = await call(bed.nc, meetingEndpoints.schedule, {
      actor: host.actor,
      meeting: {
        title: 'Review',
        seatType: 'conference',
        isRecurring: false,
        zone: 'UTC',
        target: { kind: 'user', userId: guest.actor.userId },
      },
    });
    const uniqueName = `rec-${process.pid}-1`;
    await call(bed.nc, recordingEndpoints.register, {
      actor: host.actor,
      meeting: { alias: meeting.alias },
      recording: { uniqueName, fileName: 'Weekly review' },
    });
    const file = recordingPathOf(recordings.dataDir, uniqueName);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]));

    const allowed = await download(uniqueName, guest.token);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('video/x-matroska');
    expect(allowed.headers.get('content-disposition')).toContain('Weekly review.mkv');
    expect(Buffer.from(await allowed.arrayBuffer())).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]));

    expect((await download(uniqueName, stranger.token)).status).toBe(403);
    expect((await download(uniqueName)).status).toBe(401);
    const unknown = await download('no-such-recording', guest.token);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(recordingMessages.recordingNotFound);
    expect(
      (
        await fetch(`${media.url}/recordings/..%2Fsecrets.json`, {
          headers: { authorization: `Bearer ${guest.token}` },
        })
      ).status,
    ).toBe(404);
  });
});
