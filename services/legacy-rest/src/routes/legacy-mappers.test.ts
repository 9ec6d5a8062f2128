import type { Group, User } from '@canstring/contracts';
import { toLegacyUser } from '../legacy-user';
import { toLegacyGroup } from './legacy-group';
import { listSortOf } from './legacy-input';
import {
  fromLegacyUserFields,
  legacyUserFieldNames,
  legacyUserNames,
  toLegacyUserSummary,
} from './legacy-user-fields';

const user: User = {
  id: 7,
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 2,
  phone: '+12015550123',
  rollNumber: 'R',
  regNumber: 'G',
  aadharNumber: 'A',
  panNumber: 'P',
  emisNumber: 'E',
  gender: 'f',
  classGroup: null,
  otherIds: 'O',
  notes: 'N',
  address: 'Addr',
  city: 'C',
  state: 'S',
  zip: 'Z',
  icon: null,
  active: true,
  status: 1,
  pinVerification: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the legacy user names', () => {
  it('agree with toLegacyUser for every field the old client sends', () => {
    const answered = toLegacyUser(user) as unknown as Record<string, unknown>;
    for (const [legacy, field] of Object.entries(legacyUserFieldNames)) {
      expect({ legacy, value: answered[legacy] }).toEqual({ legacy, value: user[field] });
    }
  });

  it('read back what toLegacyUser answered', () => {
    const back = fromLegacyUserFields(toLegacyUser(user) as unknown as Record<string, unknown>);
    for (const field of Object.values(legacyUserFieldNames)) expect(back[field]).toEqual(user[field]);
  });

  it('give the directory entry the names toLegacyUser uses', () => {
    const summary = toLegacyUserSummary(user);
    const full = toLegacyUser(user) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(summary)) {
      if (key !== 'full_name') expect({ key, value }).toEqual({ key, value: full[key] });
    }
    expect(summary.full_name).toBe('Ada Lovelace');
  });

  it('take ids, roles and numbers the way the old client sends them', () => {
    expect(fromLegacyUserFields({ user_role: '2', user_zip: 12345, class_group: '3, 4' })).toEqual({
      role: 2,
      zip: '12345',
      groupIds: [3, 4],
    });
    expect(fromLegacyUserFields({ class_group: 5 }).groupIds).toEqual([5]);
    expect(fromLegacyUserFields({ class_group: '', groupIdList: ['6'] }).groupIds).toEqual([6]);
    expect(fromLegacyUserFields({ class_group: null })).not.toHaveProperty('groupIds');
    expect(legacyUserNames({ groupIdList: [] }).groupIds).toBe('groupIdList');
    expect(legacyUserNames({}).groupIds).toBe('class_group');
  });
});

describe('the legacy group', () => {
  it('carries the spec field names', () => {
    const group: Group = { id: 3, name: 'Physics', description: null, memberCount: 4, createdAt: 'now' };
    expect(toLegacyGroup(group)).toEqual({
      chat_group_id: 3,
      group_id: 3,
      chat_group_name: 'Physics',
      full_name: 'Physics',
      chat_description: null,
      TotalUserCount: 4,
      createdAt: 'now',
    });
  });
});

describe('legacy sort values', () => {
  it.each(['name', 'NAME', 'asc', 'a-z', 'A-Z', 'az', 'alphabetical', 'first_name', 'chat_group_name'])(
    'reads %s as by name',
    (value) => expect(listSortOf(value)).toBe('name'),
  );
  it.each([undefined, '', 'desc', 'recent', 'createdAt', 'z-a', 'nonsense'])(
    'reads %s as newest first',
    (value) => expect(listSortOf(value)).toBe('recent'),
  );
});
