import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  RECORDING_MANIFEST_FILE,
  type RecordedFeed,
  type RecordingManifest,
  recordingManifestSchema,
} from '@canstring/contracts';
import { runTool } from '@canstring/service-kit';

/** One publisher's captured media, converted for ffmpeg, placed on the recording's time line. */
export interface SourceFeed {
  participantId: string | null;
  name: string;
  kind: 'camera' | 'screen';
  /** Seconds from the recording's start to its first packet. */
  audio: { file: string; offset: number } | null;
  video: { file: string; offset: number; duration: number } | null;
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

const durationOf = async (file: string, signal: AbortSignal): Promise<number> => {
  const out = await runTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    signal,
  );
  const seconds = Number(out.trim());
  return Number.isFinite(seconds) ? seconds : 0;
};

/**
 * Converts each captured track (janus-pp-rec: VP8 video to WebM, Opus audio to .opus) into `workDir`
 * and places it on the recording's time line. A track with no media in it is left out.
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
        const duration = existsSync(out) ? await durationOf(out, signal) : 0;
        if (duration > 0)
          source.video = { file: out, offset: offsetOf(await firstPacketUs(mjr, signal)), duration };
      } catch (error) {
        if (signal.aborted) throw error;
      }
    }
    if (source.audio || source.video) feeds.push(source);
  }
  return feeds;
};
