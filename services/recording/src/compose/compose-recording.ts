import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type RecordingTimelineEntry, recordingMessages } from '@canstring/contracts';
import { runTool } from '@canstring/service-kit';
import { captionsVtt } from './captions';
import { composeArgs } from './ffmpeg-args';
import { mainSegments, stripFeeds } from './layout';
import { manifestOf, type SourceFeed, sourceFeeds } from './source-tracks';
import { stagePageAt, stagePages } from './stage-pages';

/** A composition that cannot succeed however often it is tried (nothing was captured). */
export class NothingToCompose extends Error {}

export interface Composition {
  recordingId: string;
  meetingNumber: string;
  startedAt: string;
  endedAt: string;
  tracksDir: string;
  timeline: RecordingTimelineEntry[];
  /** Where the results go: <uniqueName>.mkv, .webm and .vtt. */
  outputDir: string;
  workDir: string;
  /** DATA_DIR, shared with the media service: the stage's document pages are read from it. */
  dataDir: string;
}

export interface Composed {
  durationSeconds: number;
  captions: boolean;
  /** Why capturing ended early (a full disk), if it did. */
  problem: string | null;
  /** Each feed as placed (seconds into the video: its voice from, its pictures from-to), for the log. */
  placed: { kind: SourceFeed['kind']; name: string; audio: number | null; video: [number, number] | null }[];
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

const placedOf = (feeds: SourceFeed[]): Composed['placed'] =>
  feeds.map(({ kind, name, audio, video }) => ({
    kind,
    name,
    audio: audio ? tenths(audio.offset) : null,
    video: video ? [tenths(video.offset + video.firstPicture), tenths(video.offset + video.duration)] : null,
  }));

/**
 * Makes one video of a recording: each captured track converted (janus-pp-rec), then one ffmpeg
 * run laying them out as the meeting went (screen share, else the stage's document page, else the active speaker large, cameras in a strip)
 * with everyone's voice mixed, as the browser rendition (.webm); the spec's .mkv holds the same
 * streams; captions (.vtt) when lines were spoken. Files appear whole (written aside, then renamed).
 */
export const composeRecording = async (job: Composition, signal: AbortSignal): Promise<Composed> => {
  rmSync(job.workDir, { recursive: true, force: true });
  mkdirSync(job.workDir, { recursive: true });
  mkdirSync(job.outputDir, { recursive: true });
  try {
    const manifest = manifestOf(job.tracksDir, job);
    const feeds = await sourceFeeds(job.tracksDir, manifest, job.workDir, signal);
    if (feeds.length === 0) throw new NothingToCompose(recordingMessages.nothingCaptured);
    const planned =
      (new Date(manifest.stoppedAt ?? job.endedAt).getTime() - new Date(manifest.startedAt).getTime()) / 1000;
    const captured = Math.max(
      ...feeds.map((f) =>
        Math.max(f.video ? f.video.offset + f.video.duration : 0, f.audio ? f.audio.offset : 0),
      ),
    );
    const duration = Math.max(1, Number.isFinite(planned) && planned > 0 ? planned : captured);
    const pages = stagePages(job.timeline, manifest.startedAt, duration, job.dataDir);
    const main = mainSegments(feeds, job.timeline, manifest.startedAt, duration, (t) =>
      stagePageAt(pages, t),
    );
    const strip = stripFeeds(feeds);
    const webm = path.join(job.workDir, 'out.webm');
    const mkv = path.join(job.workDir, 'out.mkv');
    await runTool(
      'ffmpeg',
      composeArgs(feeds, main.feeds, strip, duration, webm, {
        pictures: pages.map((p) => p.file),
        shown: main.pages,
      }),
      signal,
    );
    await runTool(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-y', '-i', webm, '-c', 'copy', mkv],
      signal,
    );
    const names = new Map(
      feeds.flatMap((f) => (f.participantId ? [[f.participantId, f.name] as const] : [])),
    );
    for (const e of job.timeline)
      if (e.kind === 'joined' && e.participantId && e.detail) names.set(e.participantId, e.detail);
    const vtt = captionsVtt(job.timeline, names, manifest.startedAt, duration);
    const base = path.join(job.outputDir, job.recordingId);
    if (vtt) writeFileSync(`${base}.vtt`, vtt);
    renameSync(webm, `${base}.webm`);
    renameSync(mkv, `${base}.mkv`);
    return {
      durationSeconds: tenths(duration),
      captions: vtt !== null,
      problem: manifest.problem,
      placed: placedOf(feeds),
    };
  } finally {
    rmSync(job.workDir, { recursive: true, force: true });
  }
};
