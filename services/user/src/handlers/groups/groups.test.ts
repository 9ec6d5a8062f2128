import {
  type Actor,
  adminMessages,
  ErrorCode,
  groupEndpoints,
  messages,
  userAdminEndpoints,
  userMessages,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { memberForm, refusal, signInAs } from '../../test-support/signing-in';
import { startUserServiceForTest, type TestUserService } from '../../testing';

let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;
let admin: Actor;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'groups-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url });
  admin = (await signInAs(nc, svc.adminEmail, svc.adminPassword)).actor;
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await nats.stop();
});

const NO_SUCH_ID = 987_654;
const newMember = async (firstName?: string) => {
  const form = memberForm(firstName ? { firstName } : {});
  const { user } = await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
  return { ...user, password: form.password };
};
const createGroup = (name: string, userIds: number[], description?: string) =>
  call(nc, groupEndpoints.create, { actor: admin, group: { name, description, userIds } });
const memberIds = async (groupId: number) =>
  (await call(nc, groupEndpoints.members, { actor: admin, groupId, limit: 100 })).members.map((m) => m.id);
const groupCount = async () => (await call(nc, groupEndpoints.list, { actor: admin })).total;

describe('groups', () => {
  it('creates a group with its members and reads it back with the member count', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const { group } = await createGroup('  Physics  ', [a.id, b.id, b.id], 'Year 1');
    expect(group).toMatchObject({ name: 'Physics', description: 'Year 1', memberCount: 2 });
    await expect(call(nc, groupEndpoints.get, { actor: admin, groupId: group.id })).resolves.toEqual({
      group,
    });
    expect(await memberIds(group.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('needs a name and one user, and refuses unknown or deactivated users, writing nothing', async () => {
    const before = await groupCount();
    const a = await newMember();
    await expect(
      call(nc, groupEndpoints.create, { actor: admin, group: { name: ' ', userIds: [] } }),
    ).rejects.toMatchObject({
      code: ErrorCode.BadInput,
      details: {
        fields: { 'group.name': messages.fieldRequired, 'group.userIds': adminMessages.mustAddOneUser },
      },
    });
    await expect(
      call(nc, groupEndpoints.create, { actor: admin, group: { name: 'n'.repeat(256), userIds: [a.id] } }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput });
    await expect(createGroup('Ghosts', [a.id, NO_SUCH_ID])).rejects.toMatchObject({
      code: ErrorCode.NotFound,
      message: userMessages.userNotFound,
    });
    const off = await newMember();
    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: off.id });
    await expect(createGroup('Sleepers', [a.id, off.id])).rejects.toMatchObject({ code: ErrorCode.NotFound });
    expect(await groupCount()).toBe(before);
  });

  it('pages, sorts and searches groups', async () => {
    const a = await newMember();
    const ids: number[] = [];
    for (const name of ['Orbit C', 'orbit a', 'ORBIT B'])
      ids.push((await createGroup(name, [a.id])).group.id);
    const list = (sort: 'recent' | 'name', offset = 0, limit = 10) =>
      call(nc, groupEndpoints.list, { actor: admin, search: 'oRbIt', sort, offset, limit });
    expect((await list('recent')).groups.map((g) => g.id)).toEqual([...ids].reverse());
    expect((await list('name')).groups.map((g) => g.name)).toEqual(['orbit a', 'ORBIT B', 'Orbit C']);
    const second = await list('name', 1, 1);
    expect(second).toMatchObject({ total: 3, groups: [{ name: 'ORBIT B', memberCount: 1 }] });
  });

  it('lists members A to Z with the admin badge, and active non-members for the Select User modal', async () => {
    const zed = await newMember('Zed');
    const bea = await newMember('bea');
    const outside = await newMember('Outside');
    const off = await newMember('Off');
    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: off.id });
    const { group } = await createGroup('Badges', [zed.id, bea.id, admin.userId]);

    const { members, total } = await call(nc, groupEndpoints.members, { actor: admin, groupId: group.id });
    expect(total).toBe(3);
    expect(members.map((m) => [m.id, m.isGroupAdmin])).toEqual([
      [admin.userId, true],
      [bea.id, false],
      [zed.id, false],
    ]);
    const searched = await call(nc, groupEndpoints.members, {
      actor: admin,
      groupId: group.id,
      search: 'ZE',
    });
    expect(searched.members.map((m) => m.id)).toEqual([zed.id]);

    const everyone = await call(nc, groupEndpoints.nonMembers, {
      actor: admin,
      groupId: group.id,
      limit: 100,
    });
    const ids = everyone.users.map((u) => u.id);
    expect(ids).toContain(outside.id);
    expect(ids).not.toContain(off.id);
    for (const id of [zed.id, bea.id, admin.userId]) expect(ids).not.toContain(id);
    expect(everyone.total).toBe(ids.length);
    const page = await call(nc, groupEndpoints.nonMembers, {
      actor: admin,
      groupId: group.id,
      limit: 1,
      offset: 1,
    });
    expect(page.users.map((u) => u.id)).toEqual([ids[1]]);
  });

  it('applies name, description and member selections together', async () => {
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    const { group } = await createGroup('Chemistry', [a.id, b.id]);
    const { group: updated } = await call(nc, groupEndpoints.update, {
      actor: admin,
      groupId: group.id,
      group: {
        name: 'Chemistry II',
        description: 'Lab',
        members: [
          { userId: a.id, selected: false },
          { userId: c.id, selected: true },
          { userId: b.id, selected: true },
        ],
      },
    });
    expect(updated).toMatchObject({ id: group.id, name: 'Chemistry II', description: 'Lab', memberCount: 2 });
    expect((await memberIds(group.id)).sort()).toEqual([b.id, c.id].sort());
  });

  it('writes nothing when an update would leave no member or names an unknown user', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const { group } = await createGroup('Biology', [a.id, b.id], 'Before');
    const update = (members: { userId: number; selected: boolean }[]) =>
      call(nc, groupEndpoints.update, {
        actor: admin,
        groupId: group.id,
        group: { name: 'Renamed', description: 'After', members },
      });
    await expect(
      update([
        { userId: a.id, selected: false },
        { userId: b.id, selected: false },
      ]),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: adminMessages.groupNeedsOneUser });
    await expect(
      update([
        { userId: a.id, selected: false },
        { userId: NO_SUCH_ID, selected: true },
      ]),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: userMessages.userNotFound });
    await expect(call(nc, groupEndpoints.get, { actor: admin, groupId: group.id })).resolves.toEqual({
      group,
    });
    expect((await memberIds(group.id)).sort()).toEqual([a.id, b.id].sort());
    await expect(
      call(nc, groupEndpoints.update, {
        actor: admin,
        groupId: NO_SUCH_ID,
        group: { name: 'X', members: [] },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: adminMessages.groupNotFound });
  });

  it('removes members but never the last one', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const { group } = await createGroup('History', [a.id, b.id]);
    await expect(
      call(nc, groupEndpoints.removeMember, { actor: admin, groupId: group.id, userId: a.id }),
    ).resolves.toEqual({ ok: true });
    await expect(
      call(nc, groupEndpoints.removeMember, { actor: admin, groupId: group.id, userId: b.id }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: adminMessages.groupNeedsOneUser });
    await expect(
      call(nc, groupEndpoints.removeMember, { actor: admin, groupId: group.id, userId: a.id }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: userMessages.userNotFound });
    await expect(
      call(nc, groupEndpoints.removeMember, { actor: admin, groupId: NO_SUCH_ID, userId: a.id }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: adminMessages.groupNotFound });
    expect(await memberIds(group.id)).toEqual([b.id]);
  });

  it('keeps one member when the last two are removed at once', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const { group } = await createGroup('Race', [a.id, b.id]);
    const answers = await Promise.all(
      [a.id, b.id].map((userId) =>
        refusal(call(nc, groupEndpoints.removeMember, { actor: admin, groupId: group.id, userId })),
      ),
    );
    expect(answers.filter((e) => e === undefined)).toHaveLength(1);
    expect(answers.find(Boolean)).toMatchObject({ message: adminMessages.groupNeedsOneUser });
    expect(await memberIds(group.id)).toHaveLength(1);
  });

  it('deletes a group; its members keep their accounts', async () => {
    const a = await newMember();
    const { group } = await createGroup('Doomed', [a.id]);
    await expect(call(nc, groupEndpoints.delete, { actor: admin, groupId: group.id })).resolves.toEqual({
      ok: true,
    });
    await expect(call(nc, groupEndpoints.get, { actor: admin, groupId: group.id })).rejects.toMatchObject({
      code: ErrorCode.NotFound,
      message: adminMessages.groupNotFound,
    });
    await expect(call(nc, groupEndpoints.delete, { actor: admin, groupId: group.id })).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
    await expect(call(nc, userAdminEndpoints.get, { actor: admin, userId: a.id })).resolves.toMatchObject({
      groupIds: [],
    });
    for (const endpoint of [groupEndpoints.members, groupEndpoints.nonMembers]) {
      await expect(call(nc, endpoint, { actor: admin, groupId: group.id })).rejects.toMatchObject({
        code: ErrorCode.NotFound,
      });
    }
  });

  it('puts a user created with groups in them', async () => {
    const a = await newMember();
    const { group } = await createGroup('Joined', [a.id]);
    const { user } = await call(nc, userAdminEndpoints.create, {
      actor: admin,
      user: memberForm({ groupIds: [group.id] }),
    });
    expect(await memberIds(group.id)).toContain(user.id);
    await expect(call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).resolves.toMatchObject({
      groupIds: [group.id],
    });
  });

  it("answers a group chat's audience to its active members only, administrators included", async () => {
    const ida = await newMember('Ida');
    const jo = await newMember('Jo');
    const outsider = await newMember('Outsider');
    const { group } = await createGroup('Chatters', [jo.id, ida.id]);
    const { actor } = await signInAs(nc, ida.email, ida.password);

    const audience = await call(nc, groupEndpoints.chatAudience, { actor, groupId: group.id });
    expect(audience).toEqual({
      groupName: 'Chatters',
      memberIds: [ida.id, jo.id].sort((a, b) => a - b),
      caller: { id: ida.id, firstName: 'Ida', lastName: null },
    });

    const forbidden = { code: ErrorCode.Forbidden, message: messages.notAllowed };
    const stranger = (await signInAs(nc, outsider.email, outsider.password)).actor;
    for (const [caller, groupId] of [
      [stranger, group.id],
      [admin, group.id],
      [actor, NO_SUCH_ID],
    ] as const)
      await expect(call(nc, groupEndpoints.chatAudience, { actor: caller, groupId })).rejects.toMatchObject(
        forbidden,
      );
    await expect(
      call(nc, groupEndpoints.chatAudience, { actor: admin, groupId: NO_SUCH_ID }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: adminMessages.groupNotFound });

    const { group: withAdmin } = await createGroup('Staff room', [admin.userId, jo.id]);
    await expect(
      call(nc, groupEndpoints.chatAudience, { actor: admin, groupId: withAdmin.id }),
    ).resolves.toMatchObject({ groupName: 'Staff room', caller: { id: admin.userId } });

    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: ida.id });
    await expect(call(nc, groupEndpoints.chatAudience, { actor, groupId: group.id })).rejects.toMatchObject(
      forbidden,
    );
  });

  it("answers the caller's own groups, an administrator's memberships only", async () => {
    const member = await newMember('Belonger');
    const other = await newMember();
    const first = (await createGroup('First class', [member.id, other.id])).group;
    await createGroup('Not mine', [other.id]);
    const second = (await createGroup('Second class', [member.id, admin.userId])).group;
    const { actor } = await signInAs(nc, member.email, member.password);

    await expect(call(nc, groupEndpoints.callerGroups, { actor })).resolves.toEqual({
      groups: [
        { id: first.id, name: 'First class' },
        { id: second.id, name: 'Second class' },
      ],
    });
    const adminGroups = (await call(nc, groupEndpoints.callerGroups, { actor: admin })).groups;
    expect(adminGroups).toContainEqual({ id: second.id, name: 'Second class' });
    expect(adminGroups.map((g) => g.id)).not.toContain(first.id);

    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: member.id });
    await expect(call(nc, groupEndpoints.callerGroups, { actor })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
  });

  it('lets a member read only the groups they belong to', async () => {
    const member = await newMember('Reader');
    const other = await newMember();
    const mine = (await createGroup('Mine', [member.id, other.id])).group;
    const theirs = (await createGroup('Theirs', [other.id])).group;
    const { actor } = await signInAs(nc, member.email, member.password);

    const listed = await call(nc, groupEndpoints.list, { actor });
    expect(listed).toMatchObject({ total: 1, groups: [{ id: mine.id, memberCount: 2 }] });
    await expect(call(nc, groupEndpoints.get, { actor, groupId: mine.id })).resolves.toMatchObject({
      group: { id: mine.id },
    });
    expect((await call(nc, groupEndpoints.members, { actor, groupId: mine.id })).total).toBe(2);

    const forbidden = { code: ErrorCode.Forbidden, message: messages.notAllowed };
    for (const groupId of [theirs.id, NO_SUCH_ID]) {
      await expect(call(nc, groupEndpoints.get, { actor, groupId })).rejects.toMatchObject(forbidden);
      await expect(call(nc, groupEndpoints.members, { actor, groupId })).rejects.toMatchObject(forbidden);
    }
    await expect(call(nc, groupEndpoints.nonMembers, { actor, groupId: mine.id })).rejects.toMatchObject(
      forbidden,
    );
  });
});
