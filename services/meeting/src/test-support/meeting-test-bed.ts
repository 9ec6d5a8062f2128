import {
  type Actor,
  type AppError,
  type MeetingTarget,
  meetingEndpoints,
  type ScheduleMeeting,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { startMeetingServiceForTest, type TestMeetingService } from '../testing';

/** Real NATS, the real user and meeting services (on a fixed clock) and a way to make signed-in people. */
export interface MeetingTestBed {
  nats: TestNats;
  users: TestUserService;
  meetings: TestMeetingService;
  nc: NatsConnection;
  admin: Actor;
  /** A fresh signed-in account. */
  newUser(role?: 1 | 2): Promise<Actor>;
  schedule(
    actor: Actor,
    meeting: Partial<ScheduleMeeting> & { target: MeetingTarget },
  ): ReturnType<typeof scheduleWith>;
  stop(): Promise<void>;
}

const PASSWORD = 'secret1';

const scheduleWith = (
  nc: NatsConnection,
  actor: Actor,
  meeting: Partial<ScheduleMeeting> & { target: MeetingTarget },
) =>
  call(nc, meetingEndpoints.schedule, {
    actor,
    meeting: { title: 'Weekly review', seatType: 'conference', isRecurring: false, zone: 'UTC', ...meeting },
  }).then((r) => r.meeting);

export const startMeetingTestBed = async (label: string, now: string): Promise<MeetingTestBed> => {
  const nats = await startNatsServer();
  const users = await startUserServiceForTest({ natsUrl: nats.url });
  const meetings = await startMeetingServiceForTest({ natsUrl: nats.url, now });
  const nc = await connectNats(nats.url, label);
  const signIn = async (email: string, password: string): Promise<Actor> => {
    const result = await call(nc, userEndpoints.authenticate, { email, password });
    if (result.kind !== 'session') throw new Error(`expected a session for ${email}`);
    return (await call(nc, userEndpoints.checkToken, { token: result.session.token })).actor;
  };
  let sequence = 0;
  return {
    nats,
    users,
    meetings,
    nc,
    admin: await signIn(users.adminEmail, users.adminPassword),
    newUser: async (role = 2) => {
      sequence++;
      const email = `${label}${sequence}-${process.pid}@example.org`;
      await users.addUser({ email, password: PASSWORD, firstName: `Person${sequence}`, role });
      return signIn(email, PASSWORD);
    },
    schedule: (actor, meeting) => scheduleWith(nc, actor, meeting),
    stop: async () => {
      await nc.close();
      await meetings.stop();
      await users.stop();
      await nats.stop();
    },
  };
};

/** The error a promise is refused with; fails the test when it is not refused. */
export const refusal = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );
