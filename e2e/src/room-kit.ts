import { devicePreviewTexts, roomScreenTexts } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { administratorToken, type Member, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { administratorAccount, continuePastPreview, entryTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';

/** People in a live room, each in a browser of their own: the room specs' shared steps. */

export interface InRoom {
  page: Page;
  close(): Promise<void>;
}

/** A meeting of the administrator (the organizer, so its host) with one member in its group. */
export const newMeeting = async (request: APIRequestContext): Promise<{ alias: string; member: Member }> => {
  const [member] = await newMembers(request, ['Rm']);
  const groupId = await newGroup(request, uniqueName('Room'), [member!]);
  const token = await administratorToken(request);
  const alias = await scheduleThroughGateway(request, token, { groupId }, uniqueName('Controls'));
  return { alias, member: member! };
};

export const inRoom = async (page: Page) =>
  expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');

export const hostInRoom = async (
  browser: Browser,
  request: APIRequestContext,
  alias: string,
): Promise<InRoom> => {
  const host = await signedInMember(browser, request, await administratorAccount(request));
  await host.page.goto(`${testPlatform().shellUrl}/host/${alias}`);
  await continuePastPreview(host.page);
  await inRoom(host.page);
  return { page: host.page, close: () => host.context.close() };
};

export const memberInRoom = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  alias: string,
): Promise<InRoom> => {
  const signedIn = await signedInMember(browser, request, member);
  await signedIn.page.goto(`${testPlatform().shellUrl}/join/${alias}/${member.firstName}`);
  await continuePastPreview(signedIn.page);
  await inRoom(signedIn.page);
  return { page: signedIn.page, close: () => signedIn.context.close() };
};

/** A visitor with the public link: name and phone, then the room (or its refusal). */
export const guestAtLink = async (browser: Browser, alias: string, name: string): Promise<InRoom> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
  const popup = page.getByTestId('enter-name');
  await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill(name);
  await popup.getByLabel(entryTexts.phone, { exact: false }).fill('(416) 555-0123');
  await popup.getByRole('button', { name: entryTexts.join }).click();
  await continuePastPreview(page);
  await expect(page.getByTestId('meeting-screen')).toBeVisible();
  return { page, close: () => context.close() };
};

export const guestInRoom = async (browser: Browser, alias: string, name: string): Promise<InRoom> => {
  const guest = await guestAtLink(browser, alias, name);
  await inRoom(guest.page);
  return guest;
};

/** A participant's row in the Participants tab, by their whole name (the row shows it cut). */
export const row = (page: Page, name: string) =>
  page.locator(`[data-testid="participant-row"][data-name="${name}"]`);

/** A host's control over one participant, from that participant's menu. */
export const control = async (page: Page, name: string, item: string) => {
  await row(page, name).getByTestId('participant-menu').click();
  await page.getByTestId('participant-menu-items').getByRole('menuitem', { name: item }).click();
};

export const hostMenu = async (page: Page, item: string) => {
  await page.getByTestId('host-menu').click();
  await page.getByTestId('host-menu-items').getByRole('menuitem', { name: item }).click();
};

/** What a page's own participant may send straight to the gateway: its id and its token. */
export const ownCredentials = async (page: Page, name: string, alias: string) => {
  const participantId = await row(page, name).getAttribute('data-participant-id');
  const pass = await page.evaluate((key) => sessionStorage.getItem(key), `canstring.guestPass.${alias}`);
  return { participantId: participantId!, token: (JSON.parse(pass!) as { token: string }).token };
};

export const SEND_SIGNAL =
  'mutation ($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }';

/** This page's own name as its row in the Participants tab shows it. */
export const ownName = async (page: Page): Promise<string> => {
  const rows = page.getByTestId('participant-row').filter({ hasText: roomScreenTexts.participants.you });
  return (await rows.first().getAttribute('data-name'))!;
};

/** Says yes to the room's question before the camera goes on (spec 3 §5). */
export const confirmCamera = async (page: Page) => {
  const ask = page.getByTestId('confirm-camera');
  await expect(ask).toContainText(devicePreviewTexts.confirmCamera);
  await ask.getByRole('button', { name: devicePreviewTexts.confirmYes }).click();
};
