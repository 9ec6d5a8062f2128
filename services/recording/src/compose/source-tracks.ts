import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  RECORDING_MANIFEST_FILE,
  type RecordedFeed,
  type RecordingManifest,
  recordingManifestSchema,
} from '@canstring/contracts';
import { runTool } from '@canstring/service-kit';

/**
 * A converted video track on the recording's time line. Its first packets may not make a picture
 * (a keyframe lost or asked for late): its frames are placed by its first packet, and it is drawn
 * from its first picture on.
 */
export interface PlacedVideo {
  file: string;
  /** Seconds from the recording's start to the track's first packet. */
  offset: number;
  /** The file's own time of that first packet (seconds). */
  start: number;
  /** Seconds from the first packet to the first picture that can be drawn (its first keyframe). */
  firstPicture: number;
  /** Seconds from the first packet to the track's end. */
  duration: number;
}

/** One publisher's captured media, converted for ffmpeg, placed on the recording's time line. */
export interface SourceFeed {
  participantId: string | null;
  name: string;
  kind: 'camera' | 'screen';
  /** Seconds from the recording's start to its first packet. */
  audio: { file: string; offset: number } | null;
  video: PlacedVideo | null;
}

/** The manifest the media server wrote, or one made from the track files alone (it never stopped). */
export const manifestOf = (
  tracksDir: string,
  fallback: { recordingId: string; meetingNumber: string; startedAt: string },
): RecordingManifest => {
  const file = path.join(tracksDir, RECORDING_MANIFEST_FILE);
  let manifest: RecordingManifest | null = null;
  if (existsSync(file)) {
    const parsed = recordingManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) manifest = parsed.data;
  }
  manifest ??= { ...fallback, stoppedAt: null, feeds: [], problem: null };
  // Tracks the manifest does not name (the media server did not get to stop it) still count, as cameras.
  const named = new Set(manifest.feeds.flatMap((f) => [f.audioFile, f.videoFile]));
  const extra = existsSync(tracksDir)
    ? readdirSync(tracksDir).filter((f) => f.endsWith('.mjr') && !named.has(f) && !f.includes('-data-'))
    : [];
  const unnamed: RecordedFeed[] = extra.map((f) => ({
    feedId: f,
    participantId: '00000000-0000-4000-8000-000000000000',
    name: '',
    kind: 'camera',
    audioFile: f.includes('-audio-') ? f : null,
    videoFile: f.includes('-video-') ? f : null,
    since: manifest.startedAt,
  }));
  return { ...manifest, feeds: [...manifest.feeds, ...unnamed] };
};

/** When a track's first packet was written (µs since 1970), from its header. */
const firstPacketUs = async (file: string, signal: AbortSignal): Promise<number> => {
  const header = JSON.parse(
    (await runTool('janus-pp-rec', ['-j', file], signal)).trim().split('\n').pop() ?? '{}',
  ) as {
    u?: number;
    s?: number;
  };
  return header.u ?? header.s ?? 0;
};

/**
 * A converted video placed `offset` seconds into the recording: where its first packet is in the
 * file, its first picture (the first keyframe the decoder makes a picture of) and its end. Null when
 * it holds no picture at all.
 */
export const placedVideo = async (
  file: string,
  offset: number,
  signal: AbortSignal,
): Promise<PlacedVideo | null> => {
  const out = await runTool(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey'],
      ...['-show_entries', 'frame=pts_time:format=start_time,duration', '-of', 'json', file],
    ],
    signal,
  );
  const probed = JSON.parse(out) as {
    frames?: { pts_time?: string }[];
    format?: { start_time?: string; duration?: string };
  };
  const start = Number(probed.format?.start_time ?? 0);
  const end = start + Number(probed.format?.duration ?? Number.NaN);
  const picture = Number(probed.frames?.[0]?.pts_time ?? Number.NaN);
  if (!Number.isFinite(start) || !Number.isFinite(end) || !Number.isFinite(picture) || picture >= end)
    return null;
  return { file, offset, start, firstPicture: Math.max(0, picture - start), duration: end - start };
};

/**
 * Converts each captured track (janus-pp-rec: VP8 video to WebM, Opus audio to .opus) into `workDir`
 * and places it on the recording's time line. A track with no media in it (a video without a single
 * picture) is left out.
 */
export const sourceFeeds = async (
  tracksDir: string,
  manifest: RecordingManifest,
  workDir: string,
  signal: AbortSignal,
): Promise<SourceFeed[]> => {
  const startUs = new Date(manifest.startedAt).getTime() * 1000;
  const offsetOf = (us: number) => Math.max(0, (us - startUs) / 1_000_000);
  const feeds: SourceFeed[] = [];
  let n = 0;
  for (const feed of manifest.feeds) {
    const source: SourceFeed = {
      participantId: feed.participantId,
      name: feed.name,
      kind: feed.kind,
      audio: null,
      video: null,
    };
    if (feed.audioFile) {
      const mjr = path.join(tracksDir, feed.audioFile);
      const out = path.join(workDir, `a${++n}.opus`);
      try {
        await runTool('janus-pp-rec', [mjr, out], signal);
        if (existsSync(out)) source.audio = { file: out, offset: offsetOf(await firstPacketUs(mjr, signal)) };
      } catch (error) {
        if (signal.aborted) throw error;
      }
    }
    if (feed.videoFile) {
      const mjr = path.join(tracksDir, feed.videoFile);
      const out = path.join(workDir, `v${++n}.webm`);
      try {
        await runTool('janus-pp-rec', [mjr, out], signal);
        if (existsSync(out))
          source.video = await placedVideo(out, offsetOf(await firstPacketUs(mjr, signal)), signal);
      } catch (error) {
        if (signal.aborted) throw error;
      }
    }
    if (source.audio || source.video) feeds.push(source);
  }
  return feeds;
};
