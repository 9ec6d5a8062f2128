import { readFile } from 'node:fs/promises';
import { attachmentMessages, confirmTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { tokenOf } from './admin-kit';
import { newMembers, signedInMember } from './chat-kit';
import { testPlatform } from './platform';

/** Upload bandwidth of the sender's browser, so the progress bar stays up long enough to be seen. */
const UPLOAD_BYTES_PER_SECOND = 256 * 1024;

test('a file shared in a chat: uploaded with a progress bar, downloaded by the other person, refused to anyone else', async ({
  browser,
  request,
}) => {
  const [ada, bea, cy] = await newMembers(request, ['Ada', 'Bea', 'Cy']);
  const [a, b] = await Promise.all([
    signedInMember(browser, request, ada!, { user: bea!.id }),
    signedInMember(browser, request, bea!, { user: ada!.id }),
  ]);
  try {
    // Refused in the browser before anything is sent, in the specification's words.
    await a.page.getByTestId('attach-input').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      a.page.getByTestId('toast').filter({ hasText: attachmentMessages.extensionNotSupported('exe') }),
    ).toBeVisible();
    await expect(a.page.getByTestId('upload-progress')).toHaveCount(0);

    // About 2.5 s on the throttled line: the bar shows and moves.
    const content = `${'Lesson notes, line after line.\n'.repeat(20_000)}`;
    const cdp = await a.context.newCDPSession(a.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: UPLOAD_BYTES_PER_SECOND,
    });
    await a.page.getByTestId('attach-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    const bar = a.page.getByTestId('upload-progress').getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    // The answer (and so the bar) waits for the text to become pages (some 330), which takes a
    // while on a loaded machine.
    await expect(a.page.getByTestId('upload-progress')).toHaveCount(0, { timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The card on both sides; on Bea's without a reload, pushed.
    const mine = a.page.getByTestId('attachment-card').filter({ hasText: 'notes.txt' });
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('attachment-delete')).toBeVisible();
    const theirs = b.page.getByTestId('attachment-card').filter({ hasText: 'notes.txt' });
    await expect(theirs).toBeVisible();
    await expect(theirs).toContainText(a.firstName);
    await expect(theirs.getByTestId('attachment-delete')).toHaveCount(0);

    // Bea downloads it: the same bytes, under its name.
    const downloading = b.page.waitForEvent('download');
    await theirs.getByTestId('attachment-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('notes.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe(content);

    // Cy is in neither chat: the file server refuses him the file.
    const attachmentId = await theirs.getAttribute('data-attachment-id');
    const cyToken = await tokenOf(request, cy!.email, cy!.password);
    const refused = await request.get(`${testPlatform().fileServerUrl}/attachments/${attachmentId}`, {
      headers: { authorization: `Bearer ${cyToken}` },
    });
    expect(refused.status()).toBe(403);

    // Ada deletes it: gone from both.
    // Asked first: Cancel keeps it for both, the confirmation deletes it.
    await mine.getByTestId('attachment-delete').click();
    const ask = a.page.getByTestId('confirm-delete-attachment');
    await ask.getByRole('button', { name: confirmTexts.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(mine).toHaveCount(1);
    await expect(theirs).toHaveCount(1);
    await mine.getByTestId('attachment-delete').click();
    await ask.getByRole('button', { name: confirmTexts.deleteAttachment.confirm }).click();
    await expect(mine).toHaveCount(0);
    await expect(theirs).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
