import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Role, recordingEndpoints, recordingFileRelativePath } from '@canstring/contracts';
import { call, connectNats, useActorAssertionKeys } from '@canstring/service-kit';
import { expect, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newMembers, signedInMember } from './chat-kit';
import {
  administratorAccount,
  openSchedule,
  recordingTexts,
  scheduleTexts,
  scheduleThroughGateway,
} from './meeting-kit';
import { platformNatsUser, platformSecrets, testPlatform } from './platform';

/**
 * Stands in for the live room, which stores a finished recording: the file under the data folder's
 * recordings/ and its record through the recording service, as the legacy adapter's recording route does
 * (with its NATS user: the only one allowed to register a recording, and the edges' actor assertion key).
 */
const registerRecording = async (hostId: number, alias: string, fileName: string) => {
  const uniqueName = `rec-${Date.now().toString(36)}`;
  const file = path.join(testPlatform().dataDir, recordingFileRelativePath(uniqueName));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from('1a45dfa3', 'hex'));
  const nc = await connectNats(testPlatform().natsUrl, 'e2e-live-room', platformNatsUser('legacy-rest'));
  // As the adapter does, it asserts the host to the recording service with the edges' key.
  useActorAssertionKeys({ privateKey: platformSecrets().ACTOR_ASSERTION_PRIVATE_KEY });
  try {
    await call(nc, recordingEndpoints.register, {
      actor: { userId: hostId, role: Role.Administrator, sessionId: 'e2e-live-room' },
      meeting: { alias },
      recording: { uniqueName, fileName },
    });
  } finally {
    await nc.close();
  }
};

test('a host renames and deletes a recording of a meeting with a member', async ({ browser, request }) => {
  const [member] = await newMembers(request, ['Rex']);
  const token = await administratorToken(request);
  const host = await administratorAccount(request);
  const hostId = Number(host.id);
  const alias = await scheduleThroughGateway(request, token, { userId: member!.id }, uniqueName('Lesson'));
  const fileName = uniqueName('Lecture');
  await registerRecording(hostId, alias, fileName);

  const { context, page } = await signedInMember(browser, request, host);
  try {
    await openSchedule(page, { user: member!.id });
    await page.getByRole('button', { name: scheduleTexts.recordings }).click();
    const dialog = page.getByTestId('recordings');
    const row = dialog.getByTestId('recording-row').filter({ hasText: fileName });
    await expect(row).toHaveCount(1);

    // Download: the file server hands the file to the host, under the recording's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: recordingTexts.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${fileName}.mkv`);

    await row.getByRole('button', { name: recordingTexts.edit }).click();
    const name = dialog.getByRole('textbox', { name: recordingTexts.fileName });
    await name.fill('');
    await expect(dialog.getByRole('button', { name: recordingTexts.update })).toBeDisabled();
    const renamed = `${fileName} (final)`;
    await name.fill(renamed);
    await dialog.getByRole('button', { name: recordingTexts.update }).click();
    await expect(page.getByText(recordingTexts.recordUpdated)).toBeVisible();
    const renamedRow = dialog.getByTestId('recording-row').filter({ hasText: renamed });
    await expect(renamedRow).toHaveCount(1);

    await renamedRow.getByRole('button', { name: recordingTexts.delete }).click();
    await expect(page.getByText(recordingTexts.recordDeleted)).toBeVisible();
    await expect(dialog.getByTestId('no-records')).toHaveText(recordingTexts.noRecords);
  } finally {
    await context.close();
  }
});
