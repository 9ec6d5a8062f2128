import { runTool } from '@canstring/service-kit';

/** What ffprobe tells of a video file: its length, or that it is no video. */
export type ProbeResult = { ok: true; durationSeconds: number } | { ok: false; problem: string };

interface FfprobeOutput {
  format?: { duration?: string };
  streams?: { codec_type?: string; duration?: string }[];
}

/** Reads a video's duration with ffprobe; a file with no video stream or no length is not a video. */
export const probeVideo = async (filePath: string, signal: AbortSignal): Promise<ProbeResult> => {
  let output: FfprobeOutput;
  try {
    const stdout = await runTool(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,duration', '-of', 'json', filePath],
      signal,
    );
    output = JSON.parse(stdout) as FfprobeOutput;
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  const video = (output.streams ?? []).filter((s) => s.codec_type === 'video');
  if (video.length === 0) return { ok: false, problem: 'no video stream' };
  const duration = Number(output.format?.duration ?? video[0]?.duration);
  if (!Number.isFinite(duration) || duration <= 0) return { ok: false, problem: 'no duration' };
  return { ok: true, durationSeconds: Math.round(duration * 1000) / 1000 };
};
