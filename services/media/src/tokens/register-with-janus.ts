import { AppError, ErrorCode, mediaMessages } from '@canstring/contracts';
import { JanusError } from '../janus/janus-admin';
import type { LiveMedia } from '../live-media/live-media-deps';

/**
 * Registers a token with Janus: a refusal or no answer from Janus is logged and told to the person
 * as the conference server being unavailable.
 */
export const registerWithJanus = async (
  media: LiveMedia,
  janusRoomId: number,
  steps: Promise<unknown>[],
): Promise<void> => {
  try {
    await Promise.all(steps);
  } catch (error) {
    if (!(error instanceof JanusError)) throw error;
    media.log.warn({ err: error, janusRoomId }, 'Janus refused or did not answer a room token');
    throw new AppError(ErrorCode.Unavailable, mediaMessages.sfuUnavailable);
  }
};
