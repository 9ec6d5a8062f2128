import { mkdir, readdir, readFile, rename, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  RECORDING_MANIFEST_FILE,
  type RecordedFeed,
  type RecordingManifest,
  recordingManifestSchema,
  recordingMessages,
  recordingTracksRelativeDir,
} from '@canstring/contracts';
import { feedIdOf, screenFeedIdOf } from '../janus/janus-ids';

/** The people of the room seen while recording (participant id -> name), beside the manifest. */
const PEOPLE_FILE = 'people.json';

export const tracksDirOf = (dataDir: string, recordingId: string): string =>
  path.join(dataDir, recordingTracksRelativeDir(path.basename(recordingId)));

/** Free bytes on the disk of `dir`. */
export const freeBytesAt = async (dir: string): Promise<number> => {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
};

export const diskFull = () => new AppError(ErrorCode.Unavailable, recordingMessages.diskFull);

/** Written whole under another name, then renamed: a reader never sees half a file. */
const writeJson = async (file: string, value: unknown): Promise<void> => {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, JSON.stringify(value, null, 1));
  await rename(temp, file);
};

export const readManifest = async (dir: string): Promise<RecordingManifest | null> => {
  try {
    return recordingManifestSchema.parse(
      JSON.parse(await readFile(path.join(dir, RECORDING_MANIFEST_FILE), 'utf8')),
    );
  } catch {
    return null;
  }
};

export const readPeople = async (dir: string): Promise<Record<string, string>> => {
  try {
    return JSON.parse(await readFile(path.join(dir, PEOPLE_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};

/** Notes people of the room (id -> name); returns whether any was new. */
export const notePeople = async (dir: string, seen: Record<string, string>): Promise<boolean> => {
  const people = await readPeople(dir);
  const fresh = Object.entries(seen).filter(([id, name]) => people[id] !== name);
  if (fresh.length === 0) return false;
  await writeJson(path.join(dir, PEOPLE_FILE), { ...people, ...Object.fromEntries(fresh) });
  return true;
};

/** Janus names a publisher's tracks `videoroom-<room>-user-<feed>-<µs>-<audio|video|data>-<index>.mjr`. */
const TRACK_FILE = /^videoroom-[^-]+-user-(\d+)-(\d+)-(audio|video)-\d+\.mjr$/;
/** A publisher's audio and video tracks begin within this of each other; a later pair is a new publish. */
const SAME_PUBLISH_US = 2_000_000;

/**
 * The feeds whose tracks are in the folder, each named after its participant (the feed ids are
 * derived from the participant ids, so a feed is known by the people seen in the room). A publisher
 * who published again (after a media server restart) gives one feed per publish. Tracks begun after
 * the recording stopped (`stoppedAt`) are not its own.
 */
export const feedsIn = async (
  dir: string,
  secret: string,
  people: Record<string, string>,
  stoppedAt: string | null = null,
): Promise<RecordedFeed[]> => {
  const endUs = stoppedAt ? Date.parse(stoppedAt) * 1000 : Number.POSITIVE_INFINITY;
  const byFeed = new Map<string, { participantId: string; kind: 'camera' | 'screen' }>();
  for (const participantId of Object.keys(people)) {
    byFeed.set(String(feedIdOf(participantId, secret)), { participantId, kind: 'camera' });
    byFeed.set(String(screenFeedIdOf(participantId, secret)), { participantId, kind: 'screen' });
  }
  const tracks = (await readdir(dir))
    .flatMap((file) => {
      const match = TRACK_FILE.exec(file);
      return match
        ? [{ file, feedId: match[1] ?? '', us: Number(match[2]), type: match[3] as 'audio' | 'video' }]
        : [];
    })
    .filter((track) => track.us <= endUs)
    .sort((a, b) => a.us - b.us);
  const feeds: (RecordedFeed & { us: number })[] = [];
  for (const track of tracks) {
    const whose = byFeed.get(track.feedId);
    if (!whose) continue;
    let feed = feeds.find(
      (f) =>
        f.feedId === track.feedId &&
        track.us - f.us < SAME_PUBLISH_US &&
        (track.type === 'audio' ? f.audioFile === null : f.videoFile === null),
    );
    if (!feed) {
      feed = {
        feedId: track.feedId,
        participantId: whose.participantId,
        name: people[whose.participantId] ?? '',
        kind: whose.kind,
        audioFile: null,
        videoFile: null,
        since: new Date(track.us / 1000).toISOString(),
        us: track.us,
      };
      feeds.push(feed);
    }
    if (track.type === 'audio') feed.audioFile = track.file;
    else feed.videoFile = track.file;
  }
  return feeds.map(({ us: _us, ...feed }) => feed);
};

export const writeManifest = (dir: string, manifest: RecordingManifest): Promise<void> =>
  writeJson(path.join(dir, RECORDING_MANIFEST_FILE), manifest);

export const makeTracksDir = async (dataDir: string, recordingId: string): Promise<string> => {
  const dir = tracksDirOf(dataDir, recordingId);
  await mkdir(dir, { recursive: true });
  return dir;
};
