import { controlCharacterMessage } from '@canstring/contracts';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from './test-support/admin-test-kit';

/** A control character anywhere in a request is a clear 400 naming the field, never a 500. */
let bed: LegacyAdminTestBed;

beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-nul');
});
afterAll(async () => {
  await bed?.stop();
});

describe('control characters through the old contract', () => {
  it('refuses a NUL in the sign-in email of no account with a field error', async () => {
    const answer = await bed.request('/users/authenticate', {
      body: { email_id: 'nobody\u0000@example.org', password: 'whatever' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, fields: { email_id: controlCharacterMessage } });
  });

  it('refuses one in a nested body field or a field name', async () => {
    const nested = await bed.asAdminRequest('/users', { body: { first_name: 'Ada', extra: ['\u0001'] } });
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({ success: false, fields: { 'extra.0': controlCharacterMessage } });
    const key = await bed.asAdminRequest('/users', { body: { 'first\u0000name': 'Ada' } });
    expect(key.status).toBe(400);
    expect(key.body).toMatchObject({
      success: false,
      fields: { 'first\ufffdname': controlCharacterMessage },
    });
  });

  it('refuses one in the query string or the path with a 400', async () => {
    const query = await bed.asAdminRequest('/users?search=%00&offset=0');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ success: false, fields: { search: controlCharacterMessage } });
    const path = await bed.asAdminRequest('/users/1%00');
    expect(path.status).toBe(400);
    const meeting = await bed.asAdminRequest('/meetings/alias%00x');
    expect(meeting.status).toBeGreaterThanOrEqual(400);
    expect(meeting.status).toBeLessThan(500);
  });
});
