import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminMessages, adminScreenTexts, ErrorCode, messages, PAGE_SIZE } from '@canstring/contracts';
import { outboxDirOf } from '@canstring/service-kit';
import { expect, test } from '@playwright/test';
import {
  administratorToken,
  createMember,
  graphql,
  openAdministration,
  searchList,
  uniqueName,
} from './admin-kit';
import { testPlatform } from './platform';
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

/** The invitations in the platform's outbox addressed to this person (no SMTP server: mail is written there). */
const mailsTo = (email: string): number => {
  const outbox = outboxDirOf(testPlatform().dataDir);
  if (!existsSync(outbox)) return 0;
  return readdirSync(outbox).filter((file) =>
    readFileSync(path.join(outbox, file), 'utf8').includes(`To: ${email}`),
  ).length;
};

test("'email all inactive users' mails them once, then says it was already done", async ({
  page,
  request,
}) => {
  // Someone who never signed in: the first mailing has at least this one person to mail.
  const invitee = await createMember(request, await administratorToken(request), 'Inv');
  await signInAsAdministrator(page);
  await openAdministration(page);
  const button = page.getByRole('button', { name: adminMessages.emailAllInactiveUsers });
  /** Clicks the button; answers how many were mailed, or undefined when the server said nobody was left. */
  const mailAll = async (): Promise<number | undefined> => {
    const answered = page.waitForResponse(
      (res) =>
        res.url() === testPlatform().gatewayUrl &&
        (res.request().postData() ?? '').includes('mailInactiveUsers'),
    );
    await button.click();
    const answer = await (await answered).json();
    const sent = answer.data?.mailInactiveUsers as number | undefined;
    if (sent === undefined) expect(answer.errors?.[0]?.extensions?.code).toBe(ErrorCode.NotFound);
    await expect(button).toBeEnabled();
    return sent;
  };

  const sent = await mailAll();
  expect(sent).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(adminMessages.mailSent(sent ?? 0)).first()).toBeVisible();
  await expect.poll(() => mailsTo(invitee.email)).toBe(1);

  // Other specs share this platform and may create people between two clicks: those are mailed
  // (once each) by the next click; once nobody is left, the button says so.
  let again = await mailAll();
  for (let click = 1; again !== undefined && click < 5; click++) again = await mailAll();
  expect(again).toBeUndefined();
  await expect(page.getByText(messages.mailAlreadySent)).toBeVisible();
  expect(mailsTo(invitee.email)).toBe(1);

  // Only on the Users tab.
  await page.getByTestId('tab-group').click();
  await expect(page.getByRole('button', { name: adminMessages.emailAllInactiveUsers })).toBeHidden();
});
