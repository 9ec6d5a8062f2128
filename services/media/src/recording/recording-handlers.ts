import { mediaEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { LiveMedia } from '../live-media/live-media-deps';
import { liveMediaNotConfigured } from '../live-media/live-media-deps';
import { startCapture, stopCapture } from './capture';
import { notePeople, tracksDirOf } from './tracks-folder';

/** `media.recording.start`: Janus records the room's publishers into the recording's tracks folder. */
export const recordingStartHandler = (media: LiveMedia | undefined, dataDir: string, minFreeBytes: number) =>
  handler(mediaEndpoints.recordingStart, async ({ meetingNumber, recordingId, people }) => {
    if (!media) throw liveMediaNotConfigured();
    await startCapture({ media, dataDir, minFreeBytes }, meetingNumber, recordingId);
    await notePeople(
      tracksDirOf(dataDir, recordingId),
      Object.fromEntries(people.map((p) => [p.participantId, p.name])),
    );
    return { ok: true as const };
  });

/** `media.recording.stop`: Janus stops recording; the manifest names every captured feed. */
export const recordingStopHandler = (media: LiveMedia | undefined, dataDir: string) =>
  handler(mediaEndpoints.recordingStop, async ({ meetingNumber, recordingId }) => {
    if (!media) throw liveMediaNotConfigured();
    await stopCapture({ media, dataDir, minFreeBytes: 0 }, meetingNumber, recordingId);
    return { ok: true as const };
  });
