import { adminMessages, adminScreenTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import {
  administratorToken,
  createMember,
  field,
  findRow,
  labels,
  openAdministration,
  uniqueName,
} from './admin-kit';
import { signInAsAdministrator } from './session';

test('the administrator creates a group with two members and cannot remove the last one', async ({
  page,
  request,
}) => {
  const token = await administratorToken(request);
  const prefix = uniqueName('Grp');
  const first = await createMember(request, token, `${prefix}a`);
  const second = await createMember(request, token, `${prefix}b`);
  const name = `Class ${prefix}`;

  await signInAsAdministrator(page);
  await openAdministration(page);
  await page.getByTestId('tab-group').click();
  await page.getByRole('button', { name: adminMessages.createNewGroup }).click();
  const form = page.getByTestId('group-form');
  await expect(form.getByRole('heading', { name: adminMessages.groupCreation })).toBeVisible();
  await field(form, labels.groupName).fill(name);

  // Without members the group is refused.
  await form.getByRole('button', { name: adminScreenTexts.create, exact: true }).click();
  await expect(form.getByTestId('group-members-error')).toHaveText(adminMessages.mustAddOneUser);

  await form.getByRole('button', { name: adminMessages.selectUser }).click();
  const dialog = page.getByTestId('select-user');
  await dialog.getByTestId('select-user-search').fill(prefix);
  await expect(dialog.getByTestId('select-user-option')).toHaveCount(2);
  await dialog.getByText(first.firstName).click();
  await dialog.getByText(second.firstName).click();
  await dialog.getByRole('button', { name: adminScreenTexts.add, exact: true }).click();
  // Held in the form, not saved yet.
  await expect(form.locator('[data-testid="group-member-row"][data-pending]')).toHaveCount(2);

  await form.getByRole('button', { name: adminScreenTexts.create, exact: true }).click();
  await expect(page.getByText(adminMessages.groupCreated)).toBeVisible();
  await expect(form.getByRole('heading', { name: adminMessages.groupDetails })).toBeVisible();
  const members = form.getByTestId('group-member-row');
  await expect(members).toHaveCount(2);
  await expect(form.locator('[data-testid="group-member-row"][data-pending]')).toHaveCount(0);
  const row = await findRow(page, 'groups', name);
  await expect(row.getByTestId('group-row-count')).toHaveText(adminScreenTexts.memberCount(2));

  await members
    .filter({ hasText: first.firstName })
    .getByRole('button', { name: adminScreenTexts.remove })
    .click();
  await expect(members).toHaveCount(1);
  await expect(row.getByTestId('group-row-count')).toHaveText(adminScreenTexts.memberCount(1));

  // The last member stays: the server refuses with the spec's message.
  await members
    .filter({ hasText: second.firstName })
    .getByRole('button', { name: adminScreenTexts.remove })
    .click();
  await expect(page.getByText(adminMessages.groupNeedsOneUser)).toBeVisible();
  await expect(members).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('area-admin')).toBeVisible();
  await page.getByTestId('tab-group').click();
  await (await findRow(page, 'groups', name)).click();
  await expect(page.getByTestId('group-form').getByTestId('group-member-row')).toHaveCount(1);

  // An edit and a delete, each after its own step.
  const details = page.getByTestId('group-form');
  await field(details, labels.description).fill('Mornings');
  await details.getByRole('button', { name: adminScreenTexts.update, exact: true }).click();
  await expect(page.getByText(adminMessages.groupUpdated)).toBeVisible();
  await details.getByRole('button', { name: adminScreenTexts.delete, exact: true }).click();
  await page
    .getByTestId('confirm-delete')
    .getByRole('button', { name: adminScreenTexts.delete, exact: true })
    .click();
  await expect(page.getByText(adminMessages.groupDeleted)).toBeVisible();
  await expect(page.getByTestId('group-row').filter({ hasText: name })).toHaveCount(0);
});
