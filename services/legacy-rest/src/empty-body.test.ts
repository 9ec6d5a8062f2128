import { adminEdgeMessages, legacyMessages } from '@canstring/contracts';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from './test-support/admin-test-kit';

/**
 * Old clients send PUT and PATCH with `Content-Type: application/json` and no payload at all
 * (e.g. `PATCH /users/{id}` to switch an account on or off): that is an empty body, not an error.
 */
let bed: LegacyAdminTestBed;

beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-empty');
});
afterAll(async () => {
  await bed?.stop();
});

describe('a JSON request with no payload', () => {
  it('switches an account off and on with PATCH /users/{id}', async () => {
    const person = await bed.newMember();
    const headers = { 'content-type': 'application/json' };
    const off = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH', rawBody: '', headers });
    expect(off.status).toBe(200);
    expect(off.encrypted).toBe(true);
    expect(off.body).toMatchObject({
      success: true,
      acc_active: false,
      message: adminEdgeMessages.userDeactivated,
    });
    const on = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH', headers });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true, acc_active: true });
  });

  it('reads an empty PUT as a body without fields, so they are named as missing', async () => {
    const person = await bed.newMember();
    const answer = await bed.asAdminRequest(`/users/${person.id}`, {
      method: 'PUT',
      rawBody: '',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.fields).toEqual(expect.objectContaining({ first_name: expect.any(String) }));
  });

  it('still refuses a plaintext payload from another host, even an empty object', async () => {
    const person = await bed.newMember();
    const answer = await bed.asAdminRequest(`/users/${person.id}`, {
      method: 'PATCH',
      body: {},
      plaintext: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: legacyMessages.encryptionRequired });
  });
});
