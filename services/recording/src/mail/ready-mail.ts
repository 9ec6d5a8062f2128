import { recordingMessages, recordingReadyMailText } from '@canstring/contracts';
import type { RecordingServiceContext } from '../context';
import { updateRecording } from '../db/recordings-repository';
import type { RecordingRow } from '../db/schema';

/** Mails the link of a recording to `to` (plain text: the product's own page lists it). */
export const mailRecordingLink = async (
  ctx: RecordingServiceContext,
  row: RecordingRow,
  to: string,
): Promise<void> => {
  await ctx.mailer.send({
    to,
    subject: recordingMessages.readyMailSubject,
    text: recordingReadyMailText(row.title ?? row.fileName, ctx.config.PUBLIC_URL, row.durationSeconds ?? 0),
  });
};

/**
 * Tells the organizer a recording is ready, once: a mail that cannot be sent is logged (the
 * recording stays ready and listed).
 */
export const mailOrganizerOnce = async (ctx: RecordingServiceContext, row: RecordingRow): Promise<void> => {
  if (!row.mailTo || row.mailedAt) return;
  try {
    await mailRecordingLink(ctx, row, row.mailTo);
    await updateRecording(ctx.db, row.uniqueName, { mailedAt: new Date() });
  } catch (error) {
    ctx.log.warn({ err: error, recordingId: row.uniqueName }, 'the organizer could not be mailed');
  }
};
