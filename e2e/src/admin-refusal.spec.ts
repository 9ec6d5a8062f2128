import { adminMessages, adminScreenTexts, ErrorCode, messages } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { administratorToken, createMember, graphql, otherPerson, signInThroughLanding } from './admin-kit';
import { testPlatform } from './platform';
import { signInForm, storedToken } from './session';

const adminPageUrl = () => `http://127.0.0.1:${testPlatform().remotePorts.admin}/`;

test('a member is refused the administration in the shell, on its own page and by the server', async ({
  page,
  request,
}) => {
  const adminToken = await administratorToken(request);
  const member = await createMember(request, adminToken, 'Dee');

  await signInThroughLanding(page, member.email, member.password);
  // The header offers the administration only to administrators.
  await page.getByRole('button', { name: messages.welcome(member.firstName) }).click();
  await expect(page.getByRole('menuitem', { name: messages.logOut })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: adminScreenTexts.title })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${testPlatform().shellUrl}/createroom`);
  await expect(page.getByTestId('admin-not-allowed')).toBeVisible();
  await expect(page.getByText(messages.notAllowed)).toBeVisible();
  await expect(page.getByRole('button', { name: adminMessages.createNewUser })).toHaveCount(0);
  await expect(page.getByTestId('user-row')).toHaveCount(0);

  // The admin's own page has its own sign-in; the member gets in, and is refused there too.
  await page.goto(adminPageUrl());
  await expect(page.getByTestId('standalone-sign-in')).toBeVisible();
  const form = signInForm(page);
  await form.email.fill(member.email);
  await form.password.fill(member.password);
  await form.submit.click();
  await expect(page.getByTestId('admin-not-allowed')).toBeVisible();
  await expect(page.getByTestId('user-row')).toHaveCount(0);

  // Not just hidden buttons: the server refuses the member's own token.
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const create = await graphql(
    request,
    'mutation ($input: NewUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        firstName: 'Intruder',
        role: 2,
        phone: '(201) 555-0199',
        email: 'intruder@example.org',
        password: 'secret',
      },
    },
    token,
  );
  expect(create.errors?.[0]?.extensions?.code).toBe(ErrorCode.Forbidden);
  expect(create.data ?? null).toBeNull();
  const toggle = await graphql(
    request,
    'mutation ($id: ID!) { toggleUserActive(id: $id) }',
    { id: member.id },
    token,
  );
  expect(toggle.errors?.[0]?.extensions?.code).toBe(ErrorCode.Forbidden);
  const list = await graphql(request, '{ users { total } }', {}, token);
  expect(list.errors?.[0]?.extensions?.code).toBe(ErrorCode.Forbidden);
  // Nothing was written: the intruder account does not exist.
  const check = await graphql<{ users: { total: number } }>(
    request,
    'query ($search: String) { users(search: $search) { total } }',
    { search: 'intruder@example.org' },
    adminToken,
  );
  expect(check.data?.users.total).toBe(0);
});

test('the administrator signs in on the administration’s own page and works there', async ({
  page,
  browser,
}) => {
  const { adminEmail, adminPassword } = testPlatform();
  await page.goto(adminPageUrl());
  await expect(page.getByTestId('standalone-sign-in')).toBeVisible();
  // Signing in needs both fields, as on the landing page.
  const form = signInForm(page);
  await expect(form.submit).toBeDisabled();
  await form.email.fill(adminEmail);
  await form.password.fill(adminPassword);
  await form.submit.click();

  await expect(page.getByTestId('area-admin')).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByTestId('admin-not-allowed')).toHaveCount(0);
  // The page keeps its session across a reload.
  await page.reload();
  await expect(page.getByTestId('user-row').first()).toBeVisible();

  // A fresh browser on that page starts at the sign-in form again.
  const other = await otherPerson(browser);
  try {
    await other.page.goto(adminPageUrl());
    await expect(other.page.getByTestId('standalone-sign-in')).toBeVisible();
  } finally {
    await other.context.close();
  }
});
