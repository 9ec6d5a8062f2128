import { adminScreenTexts, ErrorCode, messages, proctoringScreenTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { testPlatform } from './platform';
import { gatewayRequest, signInAsAdministrator, signInForm, storedToken } from './session';

test('the seeded administrator signs in, sees the header, and logs out for good', async ({
  page,
  request,
}) => {
  await signInAsAdministrator(page);
  await expect(page.getByTestId('landing')).toBeHidden();

  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const me = await gatewayRequest(request, '{ me { email firstName role } }', token);
  const user = me.data?.me as { email: string; firstName: string; role: number };
  expect(user).toMatchObject({ email: testPlatform().adminEmail, role: 1 });

  await page.getByRole('button', { name: messages.welcome(user.firstName) }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(messages.welcome(user.firstName))).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: messages.recorderApp })).toBeVisible();
  // The exams list is reached from the menu too.
  await menu.getByRole('menuitem', { name: proctoringScreenTexts.exams.heading }).click();
  await expect(page.getByTestId('exams-page')).toBeVisible();
  await page.getByRole('button', { name: messages.welcome(user.firstName) }).click();
  // The administrator reaches the administration area from the menu, without typing its address.
  await menu.getByRole('menuitem', { name: adminScreenTexts.title }).click();
  await expect(page.getByTestId('area-admin')).toBeVisible();
  await page.getByRole('button', { name: messages.welcome(user.firstName) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: messages.logOut }).click();

  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByTestId('avatar-initial')).toBeHidden();
  expect(await storedToken(page)).toBeUndefined();
  // The session ended on the server, not only in this browser.
  await expect
    .poll(async () => (await gatewayRequest(request, '{ me { id } }', token)).errors?.[0]?.extensions?.code)
    .toBe(ErrorCode.Unauthenticated);
});

test('an empty field is required, and a wrong password is refused', async ({ page }) => {
  const { shellUrl, adminEmail } = testPlatform();
  await page.goto(shellUrl);
  const form = signInForm(page);
  await expect(form.submit).toBeDisabled();

  await form.email.fill(adminEmail);
  await form.email.fill('');
  await form.password.click();
  await expect(page.getByText(messages.fieldRequired).first()).toBeVisible();
  await expect(form.submit).toBeDisabled();

  await form.email.fill(adminEmail);
  await form.password.fill('not-the-password');
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
  await expect(page.getByText(messages.checkCredentials)).toBeVisible();
  await expect(page.getByTestId('landing')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});
