import { adminMessages, adminScreenTexts, ErrorCode, messages } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import {
  administratorToken,
  createMember,
  field,
  findRow,
  graphql,
  labels,
  newMemberDetails,
  openAdministration,
  otherPerson,
  signInThroughLanding,
  tokenOf,
} from './admin-kit';
import { signInAsAdministrator, signInForm, storedToken } from './session';

test('the administrator creates a member in the form, and the member signs in', async ({ page, browser }) => {
  const member = newMemberDetails('Ada');
  await signInAsAdministrator(page);
  await openAdministration(page);

  await page.getByRole('button', { name: adminMessages.createNewUser }).click();
  const form = page.getByTestId('user-form');
  await expect(form.getByRole('heading', { name: adminMessages.userCreation })).toBeVisible();
  // The rules hold in the browser: a malformed phone is named on its field and nothing is sent.
  await field(form, labels.firstName).fill(member.firstName);
  await field(form, labels.phone).fill('12345');
  await field(form, labels.email).fill(member.email);
  await field(form, labels.password).fill(member.password);
  await form.getByRole('button', { name: adminScreenTexts.create, exact: true }).click();
  await expect(form.getByText(adminMessages.invalidPhone)).toBeVisible();

  await field(form, labels.phone).fill('(201) 555-0123');
  await field(form, labels.city).fill('Springfield');
  await form.getByRole('button', { name: adminScreenTexts.create, exact: true }).click();
  await expect(page.getByText(adminMessages.userCreated)).toBeVisible();
  // The form now shows the new account's details, with the email read-only and no password field.
  await expect(form.getByRole('heading', { name: adminMessages.userDetails })).toBeVisible();
  await expect(field(form, labels.email)).toHaveAttribute('readonly', '');
  await expect(field(form, labels.password)).toHaveCount(0);
  await expect(field(form, labels.city)).toHaveValue('Springfield');

  const row = await findRow(page, 'users', member.firstName);
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', adminMessages.active);

  // The same email a second time: the server's 'Email ID already exists.'.
  await form.getByRole('button', { name: adminScreenTexts.close }).click();
  await page.getByRole('button', { name: adminMessages.createNewUser }).click();
  await field(form, labels.firstName).fill(`${member.firstName}Twin`);
  await field(form, labels.phone).fill('(201) 555-0124');
  await field(form, labels.email).fill(member.email.toUpperCase());
  await field(form, labels.password).fill(member.password);
  await form.getByRole('button', { name: adminScreenTexts.create, exact: true }).click();
  await expect(page.getByText(messages.emailExists)).toBeVisible();

  const { context, page: memberPage } = await otherPerson(browser);
  try {
    await signInThroughLanding(memberPage, member.email, member.password);
    await expect(memberPage.getByTestId('area-chat')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a member the administrator deactivates is refused at sign-in and with the old token', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, await administratorToken(request), 'Ben');
  const { context, page: memberPage } = await otherPerson(browser);
  try {
    await signInThroughLanding(memberPage, member.email, member.password);
    const oldToken = await storedToken(memberPage);

    await signInAsAdministrator(page);
    await openAdministration(page);
    const row = await findRow(page, 'users', member.firstName);
    await row.click();
    const form = page.getByTestId('user-form');
    await expect(form.getByRole('heading', { name: adminMessages.userDetails })).toBeVisible();
    await form.getByTestId('user-active-toggle').click();
    await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', adminMessages.deactive);
    await expect(form.getByTestId('user-status')).toHaveAttribute('data-status', adminMessages.deactive);

    // A deactivated account cannot be updated: the server's message is shown.
    await field(form, labels.city).fill('Shelbyville');
    await form.getByRole('button', { name: adminScreenTexts.update, exact: true }).click();
    await expect(page.getByText(messages.cannotUpdateDisabledUser)).toBeVisible();

    // The open session stops working at once...
    const me = await graphql(request, '{ me { id } }', {}, oldToken);
    expect(me.errors?.[0]?.extensions?.code).toBe(ErrorCode.Unauthenticated);
    // ...and signing in again is refused.
    await memberPage.evaluate(() => window.localStorage.clear());
    await memberPage.goto(new URL('/', memberPage.url()).toString());
    const signIn = signInForm(memberPage);
    await signIn.email.fill(member.email);
    await signIn.password.fill(member.password);
    await signIn.submit.click();
    await expect(memberPage.getByText(messages.checkCredentials)).toBeVisible();
    await expect(memberPage.getByTestId('landing')).toBeVisible();
    expect(await storedToken(memberPage)).toBeUndefined();

    // Activated again, the member signs in once more.
    await form.getByTestId('user-active-toggle').click();
    await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', adminMessages.active);
    await expect
      .poll(async () => (await tokenOf(request, member.email, member.password)).length)
      .toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('the administrator changes a password and deletes an account after confirming', async ({
  page,
  request,
}) => {
  const member = await createMember(request, await administratorToken(request), 'Cid');
  await signInAsAdministrator(page);
  await openAdministration(page);
  await (await findRow(page, 'users', member.firstName)).click();
  const form = page.getByTestId('user-form');

  await form.getByRole('button', { name: adminMessages.changePassword }).click();
  const dialog = page.getByTestId('change-password');
  await field(dialog, labels.newPassword).fill('fresh-pass');
  await field(dialog, labels.confirmPassword).fill('fresh-pasS');
  await dialog.getByRole('button', { name: adminScreenTexts.update, exact: true }).click();
  await expect(dialog.getByText(messages.passwordsMustMatch)).toBeVisible();
  await field(dialog, labels.confirmPassword).fill('fresh-pass');
  await dialog.getByRole('button', { name: adminScreenTexts.update, exact: true }).click();
  await expect(page.getByText(adminMessages.passwordUpdated)).toBeVisible();
  expect(await tokenOf(request, member.email, 'fresh-pass')).toBeTruthy();

  await form.getByRole('button', { name: adminScreenTexts.delete, exact: true }).click();
  const confirm = page.getByTestId('confirm-delete');
  await expect(confirm.getByText(adminMessages.confirmationTitle)).toBeVisible();
  await expect(confirm.getByText(adminMessages.confirmDelete)).toBeVisible();
  await confirm.getByRole('button', { name: adminScreenTexts.delete, exact: true }).click();
  await expect(page.getByText(adminMessages.userDeleted)).toBeVisible();
  await expect(page.getByTestId('user-form')).toHaveCount(0);
  await expect(page.getByTestId('user-row').filter({ hasText: member.firstName })).toHaveCount(0);
});
