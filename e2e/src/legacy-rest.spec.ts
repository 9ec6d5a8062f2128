import { LEGACY_DEFAULT_PREFIX, messages } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import CryptoJS from 'crypto-js';
import { platformSecrets, testPlatform } from './platform';
import { gatewayRequest } from './session';

/** The old client's body encryption, with the real crypto-js. */
const encrypt = (body: unknown, passphrase: string) => ({
  encData: CryptoJS.AES.encrypt(JSON.stringify(body), passphrase).toString(),
});
const decrypt = (answer: { encData: string }, passphrase: string) =>
  JSON.parse(CryptoJS.AES.decrypt(answer.encData, passphrase).toString(CryptoJS.enc.Utf8));

test('the legacy adapter signs the administrator in over the encrypted old contract', async ({ request }) => {
  const { legacyUrl, adminEmail, adminPassword } = testPlatform();
  const passphrase = platformSecrets().LEGACY_PASSPHRASE;
  const url = `${legacyUrl}${LEGACY_DEFAULT_PREFIX}/users/authenticate`;

  const res = await request.post(url, {
    data: encrypt({ email_id: adminEmail, password: adminPassword }, passphrase),
  });
  expect(res.status()).toBe(200);
  const raw = await res.json();
  expect(Object.keys(raw)).toEqual(['encData']);
  const answer = decrypt(raw, passphrase);
  expect(answer).toMatchObject({ success: true, email_id: adminEmail, user_role: 1 });
  expect(typeof answer.token).toBe('string');

  // The same session works against the gateway: one account, two front doors.
  const me = await gatewayRequest(request, '{ me { email } }', answer.token);
  expect(me.data?.me).toEqual({ email: adminEmail });

  const refused = await request.post(url, {
    data: encrypt({ email_id: adminEmail, password: 'wrong-password' }, passphrase),
  });
  expect(refused.status()).toBe(401);
  expect(decrypt(await refused.json(), passphrase)).toMatchObject({
    success: false,
    message: messages.checkCredentials,
  });

  const forged = await request.post(url, {
    data: encrypt({ email_id: adminEmail, password: adminPassword }, 'not-the-passphrase'),
  });
  expect(forged.status()).toBe(400);
});
