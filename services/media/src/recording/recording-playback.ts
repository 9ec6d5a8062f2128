import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  mediaEndpoints,
  PLAY_TICKET_LIFETIME_MS,
  recordingCaptionsPath,
  recordingCaptionsRelativePath,
  recordingEndpoints,
  recordingMessages,
  recordingPlayPath,
  recordingRenditionRelativePath,
} from '@canstring/contracts';
import { call, handler, type NatsConnection } from '@canstring/service-kit';
import { issuePlayTicket } from '../http/play-ticket';

/** What a recording's play ticket names: the recording alone (whoever holds it may play it until it expires). */
export const recordingTicketSubject = (uniqueName: string): string => `recording:${uniqueName}`;

/**
 * `media.recording.playTicket`: to whoever may download the recording (the recording service says),
 * the paths that play its browser rendition and captions in the page, with a ticket good for an hour.
 */
export const recordingPlayTicketHandler = (nc: NatsConnection, dataDir: string) =>
  handler(mediaEndpoints.recordingPlayTicket, async ({ actor, uniqueName }, { requestId }) => {
    await call(nc, recordingEndpoints.authorizeDownload, { actor, uniqueName }, { requestId });
    if (!existsSync(path.join(dataDir, recordingRenditionRelativePath(uniqueName))))
      throw new AppError(ErrorCode.NotFound, recordingMessages.notPlayable);
    const now = Date.now();
    const ticket = issuePlayTicket(recordingTicketSubject(uniqueName), PLAY_TICKET_LIFETIME_MS, now);
    const captions = existsSync(path.join(dataDir, recordingCaptionsRelativePath(uniqueName)));
    return {
      playPath: recordingPlayPath(uniqueName, ticket),
      captionsPath: captions ? recordingCaptionsPath(uniqueName, ticket) : null,
      expiresAt: new Date(now + PLAY_TICKET_LIFETIME_MS).toISOString(),
    };
  });
