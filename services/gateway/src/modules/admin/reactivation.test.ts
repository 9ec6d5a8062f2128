import { ErrorCode } from '@canstring/contracts';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';
import { meQuery, signInMutation } from '../../test-support/test-client';

/** Switching an account off ends its sessions: switching it on again revives no token issued before. */
let bed: AdminTestBed;

beforeAll(async () => {
  bed = await startAdminTestBed('gateway-reactivation');
});
afterAll(async () => {
  await bed?.stop();
});

const toggle = /* GraphQL */ 'mutation Toggle($id: ID!) { toggleUserActive(id: $id) }';

const signIn = async (email: string, password: string) => {
  const answer = await bed.gql<{ signIn: { token?: string } }>(signInMutation, { email, password });
  const token = answer.data?.signIn.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
  return token;
};

describe('reactivating an account', () => {
  it('refuses the tokens issued before the deactivation; a new sign-in works', async () => {
    const person = await bed.newMember();
    const before = await signIn(person.email, person.password);
    expect(codeOf(await bed.gql(meQuery, undefined, before))).toBeUndefined();

    const off = await bed.gql(toggle, { id: String(person.id) }, bed.admin.token);
    expect(off.data).toEqual({ toggleUserActive: false });
    const on = await bed.gql(toggle, { id: String(person.id) }, bed.admin.token);
    expect(on.data).toEqual({ toggleUserActive: true });

    expect(codeOf(await bed.gql(meQuery, undefined, before))).toBe(ErrorCode.Unauthenticated);
    const after = await signIn(person.email, person.password);
    const me = await bed.gql<{ me: { id: string } }>(meQuery, undefined, after);
    expect(me.data?.me.id).toBe(String(person.id));
    expect(codeOf(await bed.gql(meQuery, undefined, before))).toBe(ErrorCode.Unauthenticated);
  });
});
