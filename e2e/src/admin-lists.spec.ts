import { adminMessages, adminScreenTexts, messages, PAGE_SIZE } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { administratorToken, graphql, openAdministration, searchList, uniqueName } from './admin-kit';
import { signInAsAdministrator } from './session';

const MEMBERS = PAGE_SIZE + 5;

test('the user list shows a page of 25, loads more on scroll, and sorts by recent or by name', async ({
  page,
  request,
}) => {
  const token = await administratorToken(request);
  const prefix = uniqueName('Pg');
  // Created one after the other: the newest has the last name A to Z.
  for (let i = 0; i < MEMBERS; i++) {
    const firstName = `${prefix}${String(i).padStart(2, '0')}`;
    const answer = await graphql(
      request,
      'mutation ($input: NewUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          firstName,
          role: 2,
          phone: '(201) 555-0123',
          email: `${firstName.toLowerCase()}@example.org`,
          password: 'member-pass',
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
  }

  await signInAsAdministrator(page);
  await openAdministration(page);
  // Nothing chosen yet: the spec's empty state, with its button.
  await expect(page.getByText(messages.emptyState)).toBeVisible();
  await expect(page.getByRole('button', { name: adminMessages.createNewUser })).toBeVisible();

  await searchList(page, 'users', prefix);
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(PAGE_SIZE);
  await expect(rows.first()).toContainText(`${prefix}${MEMBERS - 1}`);
  await page.getByTestId('users-more').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(MEMBERS);

  await page.getByTestId('users-sort').selectOption({ label: adminScreenTexts.sortName });
  await expect(rows.first()).toContainText(`${prefix}00`);
  await expect(rows).toHaveCount(PAGE_SIZE);
  await page.getByTestId('users-sort').selectOption({ label: adminScreenTexts.sortRecent });
  await expect(rows.first()).toContainText(`${prefix}${MEMBERS - 1}`);
});

test("'email all inactive users' mails them once, then says it was already done", async ({ page }) => {
  await signInAsAdministrator(page);
  await openAdministration(page);
  const button = page.getByRole('button', { name: adminMessages.emailAllInactiveUsers });
  await button.click();
  await expect(page.getByText(/^Mail sent to \d+ inactive users?\.$/)).toBeVisible();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText(messages.mailAlreadySent)).toBeVisible();
  // Only on the Users tab.
  await page.getByTestId('tab-group').click();
  await expect(page.getByRole('button', { name: adminMessages.emailAllInactiveUsers })).toBeHidden();
});
