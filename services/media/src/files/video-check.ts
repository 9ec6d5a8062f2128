import { AppError, ErrorCode, shareMessages } from '@canstring/contracts';
import { runTool } from '../documents/run-tool';

/** Video and sound codecs Chromium plays in mp4 and webm. */
const PLAYABLE_VIDEO = ['h264', 'vp8', 'vp9', 'av1'];
const PLAYABLE_AUDIO = ['aac', 'mp3', 'opus', 'vorbis', 'flac'];
const PROBE_TIMEOUT_MS = 20_000;

/**
 * Checks with ffprobe that a browser can play an uploaded mp4/webm: a video stream in a playable
 * codec, and any sound in a playable one. BAD_INPUT with shareMessages.videoNotPlayable otherwise.
 */
export const checkPlayableVideo = async (filePath: string): Promise<void> => {
  const notPlayable = () => new AppError(ErrorCode.BadInput, shareMessages.videoNotPlayable);
  const { code, stdout } = await runTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'json', filePath],
    AbortSignal.timeout(PROBE_TIMEOUT_MS),
  ).catch(() => {
    throw notPlayable();
  });
  if (code !== 0) throw notPlayable();
  let streams: { codec_type?: string; codec_name?: string }[];
  try {
    streams = (JSON.parse(stdout) as { streams?: typeof streams }).streams ?? [];
  } catch {
    throw notPlayable();
  }
  const video = streams.filter((s) => s.codec_type === 'video');
  const audio = streams.filter((s) => s.codec_type === 'audio');
  if (video.length === 0 || !video.every((s) => PLAYABLE_VIDEO.includes(s.codec_name ?? '')))
    throw notPlayable();
  if (!audio.every((s) => PLAYABLE_AUDIO.includes(s.codec_name ?? ''))) throw notPlayable();
};
