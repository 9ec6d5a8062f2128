import { AppError, ErrorCode, recordingMessages } from '@canstring/contracts';
import { janusRoomIdOf } from '../janus/janus-ids';
import type { LiveMedia } from '../live-media/live-media-deps';
import {
  diskFull,
  feedsIn,
  freeBytesAt,
  makeTracksDir,
  readManifest,
  readPeople,
  tracksDirOf,
  writeManifest,
} from './tracks-folder';

export interface Capture {
  media: LiveMedia;
  dataDir: string;
  /** Below this much free space a recording does not start, and a running one stops. */
  minFreeBytes: number;
}

/**
 * Starts capturing a room: a tracks folder with its manifest, then Janus records every publisher of
 * the VideoRoom (made now when no one publishes yet) into it, later publishers too.
 */
export const startCapture = async (
  { media, dataDir, minFreeBytes }: Capture,
  meetingNumber: string,
  recordingId: string,
): Promise<void> => {
  const dir = await makeTracksDir(dataDir, recordingId);
  if ((await freeBytesAt(dir)) < minFreeBytes) throw diskFull();
  const janusRoomId = janusRoomIdOf(meetingNumber, media.secret);
  const elsewhere = await media.rooms.recordingDir(janusRoomId).catch(() => null);
  if (elsewhere && elsewhere !== dir)
    throw new AppError(ErrorCode.Conflict, recordingMessages.alreadyRunning);
  const known = await readManifest(dir);
  await writeManifest(dir, {
    recordingId,
    meetingNumber,
    startedAt: known?.startedAt ?? new Date().toISOString(),
    stoppedAt: null,
    feeds: known?.feeds ?? [],
    problem: null,
  });
  try {
    await media.rooms.ensure(janusRoomId, `Meeting ${meetingNumber}`);
    await media.rooms.record(janusRoomId, dir);
  } catch (error) {
    media.log.warn({ err: error, recordingId }, 'Janus did not start recording');
    throw new AppError(ErrorCode.Unavailable, recordingMessages.mediaServerUnavailable);
  }
};

/** The manifest brought up to date with the feeds whose tracks are in the folder. */
export const refreshManifest = async (
  { media, dataDir }: Capture,
  recordingId: string,
  change: { stoppedAt?: string; problem?: string } = {},
): Promise<void> => {
  const dir = tracksDirOf(dataDir, recordingId);
  const manifest = await readManifest(dir);
  if (!manifest) return;
  const stoppedAt = manifest.stoppedAt ?? change.stoppedAt ?? null;
  const feeds = await feedsIn(dir, media.secret, await readPeople(dir), stoppedAt);
  await writeManifest(dir, {
    ...manifest,
    feeds,
    stoppedAt,
    problem: manifest.problem ?? change.problem ?? null,
  });
};

/**
 * Stops capturing: the manifest says stopped first (from then on no watcher records the room again,
 * here or in another instance), then Janus closes its recorders (a room already gone, after a Janus
 * restart or the meeting's end, has nothing to close), and the manifest names every feed captured.
 * Idempotent.
 */
export const stopCapture = async (
  capture: Capture,
  meetingNumber: string,
  recordingId: string,
): Promise<void> => {
  const { media, dataDir } = capture;
  const dir = tracksDirOf(dataDir, recordingId);
  const marked = await readManifest(dir);
  if (marked && !marked.stoppedAt)
    await writeManifest(dir, { ...marked, stoppedAt: new Date().toISOString() });
  const janusRoomId = janusRoomIdOf(meetingNumber, media.secret);
  try {
    if ((await media.rooms.recordingDir(janusRoomId)) === dir) await media.rooms.record(janusRoomId, null);
  } catch (error) {
    media.log.warn(
      { err: error, recordingId },
      'Janus did not stop recording; its room is gone or Janus is down',
    );
  }
  await refreshManifest(capture, recordingId);
};
