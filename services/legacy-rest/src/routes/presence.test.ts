import { groupEndpoints, PRESENCE_QUERY_MAX_USERS, presenceEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/**
 * Presence for old clients, against the real user service. A connection is announced the way a
 * gateway process announces a signed-in graphql-ws connection.
 */
let bed: LegacyAdminTestBed;
beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-presence');
});
afterAll(async () => {
  await bed?.stop();
});

let tabs = 0;
const openTab = async (userId: number) => {
  tabs += 1;
  const connectionId = `legacy-presence-tab-${tabs}`;
  await call(bed.nc, presenceEndpoints.connected, { connectionId, instanceId: 'legacy-test-gw', userId });
  return () => call(bed.nc, presenceEndpoints.disconnected, { connectionId });
};

describe('GET /users/presence', () => {
  it('answers is_online and last_seen in the order asked', async () => {
    const [ana, ben] = [await bed.newMember(), await bed.newMember()];
    const closeTab = await openTab(ana.id);
    const read = () => bed.asAdminRequest(`/users/presence?userIds=${ben.id},${ana.id}`);

    const online = await read();
    expect(online.status).toBe(200);
    expect(online.body).toEqual({
      success: true,
      presenceList: [
        { user_id: ben.id, is_online: false, last_seen: null },
        { user_id: ana.id, is_online: true, last_seen: null },
      ],
    });

    const before = Date.now();
    await closeTab();
    const offline = (await read()).body.presenceList as { is_online: boolean; last_seen: string | null }[];
    expect(offline[1]).toMatchObject({ is_online: false });
    expect(Date.parse(offline[1]!.last_seen!)).toBeGreaterThanOrEqual(before - 1_000);
    // The parameter may also be repeated.
    const repeated = await bed.request(`/users/presence?userIds=${ana.id}&userIds=${ben.id}`, {
      token: await bed.signIn(ben.email, ben.password),
    });
    expect((repeated.body.presenceList as { user_id: number }[]).map((p) => p.user_id)).toEqual([
      ana.id,
      ben.id,
    ]);
  });

  it('refuses visitors, missing or bad ids and too many people', async () => {
    expect((await bed.request('/users/presence?userIds=1')).status).toBe(401);
    for (const query of ['', '?userIds=', '?userIds=1,x', '?userIds=0', '?userIds=-4']) {
      const answer = await bed.asAdminRequest(`/users/presence${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const many = Array.from({ length: PRESENCE_QUERY_MAX_USERS + 1 }, (_, i) => i + 1).join(',');
    expect((await bed.asAdminRequest(`/users/presence?userIds=${many}`)).status).toBe(400);
  });
});

describe('GET /chats/groupMemberList', () => {
  it("carries each member's is_online and last_seen", async () => {
    const [ana, ben] = [await bed.newMember(), await bed.newMember()];
    const { group } = await bed.asAdmin(groupEndpoints.create, {
      group: { name: 'Presence class', userIds: [ana.id, ben.id] },
    });
    const closeAna = await openTab(ana.id);
    const closeBen = await openTab(ben.id);
    await closeBen();
    const answer = await bed.request(`/chats/groupMemberList?offset=0&limit=25&groupId=${group.id}`, {
      token: await bed.signIn(ben.email, ben.password),
    });
    expect(answer.status).toBe(200);
    const members = answer.body.groupMemberList as Record<string, unknown>[];
    const byId = new Map(members.map((m) => [m.user_id, m]));
    expect(byId.get(ana.id)).toMatchObject({ is_online: true, last_seen: null });
    expect(byId.get(ben.id)).toMatchObject({ is_online: false, last_seen: expect.any(String) });
    await closeAna();
  });
});
