import {
  type Actor,
  EXAM_ROOM_PUBLISHERS,
  examMediaEndpoints,
  groupEndpoints,
  mediaEndpoints,
  proctoringEndpoints,
  userEndpoints,
} from '@canstring/contracts';
import {
  startProctoringServiceForTest,
  type TestProctoringService,
} from '@canstring/proctoring-service/testing';
import { NOW, type RoomTestBed, startRoomTestBed } from '@canstring/room-service/test-bed';
import { call } from '@canstring/service-kit';
import { janusAdmin } from '../janus/janus-admin';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from '../janus/janus-ids';
import { ROOM_PUBLISHERS } from '../janus/janus-rooms';
import { janusClientForTest } from '../test-support/janus-client-for-test';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { startMediaServiceForTest, type TestMediaService } from '../testing';

jest.setTimeout(120_000);

let bed: RoomTestBed;
let janus: TestJanus;
let media: TestMediaService;
let proctoring: TestProctoringService;
let examiner: Actor;
let candidate: Actor;
let groupId: number;

beforeAll(async () => {
  [bed, janus] = await Promise.all([startRoomTestBed('exam-media'), startJanusForTest()]);
  proctoring = await startProctoringServiceForTest({ natsUrl: bed.nats.url, clock: bed.clock });
  media = await startMediaServiceForTest({
    natsUrl: bed.nats.url,
    env: {
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_WS_URL: janus.wsUrl,
      PUBLIC_HOST: '127.0.0.1',
    },
  });
  examiner = await bed.newUser(1);
  candidate = await bed.newUser();
  const signedIn = await call(bed.nc, userEndpoints.authenticate, {
    email: bed.users.adminEmail,
    password: bed.users.adminPassword,
  });
  if (signedIn.kind !== 'session') throw new Error('expected a session');
  const { actor: admin } = await call(bed.nc, userEndpoints.checkToken, { token: signedIn.session.token });
  const { group } = await call(bed.nc, groupEndpoints.create, {
    actor: admin,
    group: { name: 'Class 3', userIds: [examiner.userId, candidate.userId] },
  });
  groupId = group.id;
});
afterAll(async () => {
  await media?.stop();
  await proctoring?.stop();
  await Promise.all([bed?.stop(), janus?.stop()]);
});

const maxPublishers = async (janusRoomId: number) => {
  const { list } = await janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret }).videoroom({
    request: 'list',
    admin_key: janus.adminSecret,
  });
  return (list as { room: number; max_publishers: number }[]).find((r) => r.room === janusRoomId)
    ?.max_publishers;
};

describe('an exam’s SFU room', () => {
  it('admits every candidate’s camera and screen, and says a candidate publishes nothing until media flows', async () => {
    const { exam } = await call(bed.nc, proctoringEndpoints.create, {
      actor: examiner,
      exam: { groupId, title: 'Chemistry', startAt: NOW, durationMinutes: 20 },
    });
    const host = await bed.join({ actor: examiner }, exam.alias);
    const sitting = await bed.join({ actor: candidate }, exam.alias);
    const pass = await call(bed.nc, mediaEndpoints.roomToken, {
      caller: sitting.caller,
      participantId: sitting.participantId,
    });
    expect(pass.canPublish).toBe(true);
    const janusRoomId = janusRoomIdOf(exam.room, janus.adminSecret);
    expect(await maxPublishers(janusRoomId)).toBe(EXAM_ROOM_PUBLISHERS);
    expect(EXAM_ROOM_PUBLISHERS).toBeGreaterThan(ROOM_PUBLISHERS);

    const published = () =>
      call(bed.nc, examMediaEndpoints.published, { room: exam.room, participantId: sitting.participantId });
    expect(await published()).toEqual({ camera: false, screen: false });
    // Joined as publishers of both feeds, but with no PeerConnection carrying media: still nothing.
    const client = janusClientForTest(janus.httpUrl);
    for (const id of [
      feedIdOf(sitting.participantId, janus.adminSecret),
      screenFeedIdOf(sitting.participantId, janus.adminSecret),
    ]) {
      const opened = await client.attach(pass.token);
      if (!('path' in opened) || !opened.path) throw new Error('no Janus handle');
      const joined = await client.ask({ session: opened.session, path: opened.path }, pass.token, {
        request: 'join',
        ptype: 'publisher',
        room: janusRoomId,
        id,
        token: pass.token,
      });
      expect(joined.videoroom).toBe('joined');
    }
    expect(await published()).toEqual({ camera: false, screen: false });
    expect(host.state.features.exam?.examId).toBe(exam.examId);
  });
});
