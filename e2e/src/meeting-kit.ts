import { meetingScreenTexts } from '@canstring/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { administratorToken, graphql, type Member } from './admin-kit';
import { testPlatform } from './platform';

export const scheduleTexts = meetingScreenTexts.schedule;
export const formTexts = meetingScreenTexts.form;
export const entryTexts = meetingScreenTexts.entry;
export const recordingTexts = meetingScreenTexts.recordings;

/** Opens the schedule view of a chat by its address (the chat area embeds the meeting area's view). */
export const openSchedule = async (page: Page, target: { user: string } | { group: string }) => {
  const query = 'user' in target ? `user=${target.user}` : `group=${target.group}`;
  await page.goto(`${testPlatform().shellUrl}/?${query}&view=schedule`);
  await expect(page.getByTestId('schedule-view')).toBeVisible();
};

/** The schedule list's row of a meeting by its title. */
export const meetingRow = (page: Page, title: string): Locator =>
  page.getByTestId('meeting-row').filter({ hasText: title });

/** Schedules a one-time meeting through the Schedule a Meeting modal; answers its public link. */
export const scheduleOneTimeMeeting = async (page: Page, title: string): Promise<string> => {
  await page.getByRole('button', { name: scheduleTexts.createMeeting }).click();
  const dialog = page.getByTestId('schedule-meeting');
  await dialog.getByLabel(formTexts.meetingTitle, { exact: false }).fill(title);
  await expect(dialog.getByTestId('start-meeting-now')).toBeVisible();
  await dialog.getByRole('button', { name: formTexts.schedule }).click();
  const confirmation = dialog.getByTestId('meeting-scheduled');
  await expect(confirmation).toBeVisible();
  const link = (await confirmation.getByTestId(`scheduled-${formTexts.meetingLink}`).textContent()) ?? '';
  await confirmation.getByRole('button', { name: formTexts.ok }).click();
  await expect(dialog).toBeHidden();
  return link;
};

/**
 * The device preview shown after a successful entry check (spec 3 §2): Continue enters the room
 * with the camera and mic as they are.
 */
export const continuePastPreview = async (page: Page) => {
  await page.getByTestId('device-preview').getByTestId('preview-continue').click();
};

/** The alias at the end of a public join link. */
export const aliasOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;

/** The account id behind a token (the gateway's `me`). */
export const userIdOf = async (request: APIRequestContext, token: string): Promise<number> => {
  const answer = await graphql<{ me: { id: string } }>(request, '{ me { id } }', {}, token);
  const id = Number(answer.data?.me.id);
  if (!id) throw new Error(`me failed: ${JSON.stringify(answer.errors)}`);
  return id;
};

/** A one-time meeting (a conference unless told) scheduled by a host straight through the gateway; answers its alias. */
export const scheduleThroughGateway = async (
  request: APIRequestContext,
  token: string,
  target: { userId?: string; groupId?: string },
  title: string,
  seatType: 'conference' | 'webinar' = 'conference',
): Promise<string> => {
  const answer = await graphql<{ scheduleMeeting: { alias: string } }>(
    request,
    'mutation ($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }',
    { input: { title, seatType, isRecurring: false, zone: 'UTC', target } },
    token,
  );
  const alias = answer.data?.scheduleMeeting.alias;
  if (!alias) throw new Error(`scheduleMeeting failed: ${JSON.stringify(answer.errors)}`);
  return alias;
};

/** The seeded administrator (a host, role 1) as an account the kits can sign in. */
export const administratorAccount = async (request: APIRequestContext): Promise<Member> => {
  const { adminEmail, adminPassword } = testPlatform();
  const id = await userIdOf(request, await administratorToken(request));
  return { id: String(id), firstName: '', email: adminEmail, password: adminPassword };
};
