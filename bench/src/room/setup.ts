import { randomBytes } from 'node:crypto';
import { type Actor, meetingEndpoints, userAdminEndpoints } from '@canstring/contracts';
import { call, type NatsConnection } from '@canstring/service-kit';

/** Guest passes issued at once. */
const PASS_CONCURRENCY = 8;

export interface BenchRoom {
  alias: string;
  guestTokens: string[];
}

/**
 * A meeting the administrator organizes (with one member, whom it is scheduled with) and a guest pass
 * for each simulated participant, issued by the meeting service as the guest entry page has it done.
 */
export const createBenchRoom = async (
  nc: NatsConnection,
  admin: Actor,
  guests: number,
): Promise<BenchRoom> => {
  const tag = randomBytes(3).toString('hex');
  const { user } = await call(nc, userAdminEndpoints.create, {
    actor: admin,
    user: {
      email: `bench-room-${tag}@example.org`,
      password: randomBytes(9).toString('hex'),
      firstName: 'Invitee',
      role: 2,
      phone: '(201) 555-0100',
    },
  });
  const { meeting } = await call(nc, meetingEndpoints.schedule, {
    actor: admin,
    meeting: {
      title: `Bench room ${tag}`,
      seatType: 'conference',
      isRecurring: false,
      zone: 'UTC',
      target: { kind: 'user', userId: user.id },
    },
  });
  const guestTokens: string[] = new Array(guests);
  let next = 0;
  const issueNext = async (): Promise<void> => {
    const index = next++;
    if (index >= guests) return;
    const { pass } = await call(nc, meetingEndpoints.guestPass, {
      alias: meeting.alias,
      currentDate: new Date().toISOString(),
      zone: 'UTC',
      name: `Guest ${index + 1}`,
      phone: '613-555-0142',
    });
    guestTokens[index] = pass.token;
    return issueNext();
  };
  await Promise.all(Array.from({ length: PASS_CONCURRENCY }, issueNext));
  return { alias: meeting.alias, guestTokens };
};
