import { type LegacyAdminTestBed, startLegacyAdminTestBed } from './test-support/admin-test-kit';

/** Through the old contract: an account switched off and on again does not take back its old tokens. */
let bed: LegacyAdminTestBed;

beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-reactivation');
});
afterAll(async () => {
  await bed?.stop();
});

describe('PATCH /users/{id} twice', () => {
  it('leaves the tokens issued before the deactivation refused; a new sign-in works', async () => {
    const person = await bed.newMember();
    const before = await bed.signIn(person.email, person.password);
    expect((await bed.request('/users/currentUser', { token: before })).status).toBe(200);

    const off = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH' });
    expect(off.body).toMatchObject({ success: true, acc_active: false });
    const on = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH' });
    expect(on.body).toMatchObject({ success: true, acc_active: true });

    expect((await bed.request('/users/currentUser', { token: before })).status).toBe(401);
    const signedIn = await bed.request('/users/authenticate', {
      body: { email_id: person.email, password: person.password },
    });
    expect(signedIn.status).toBe(200);
    const after = signedIn.body.token as string;
    expect((await bed.request('/users/currentUser', { token: after })).status).toBe(200);
  });
});
