import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '@canstring/service-kit/testing';

/** A short H.264 mp4 (a test pattern) of the given length, made with ffmpeg. */
export const sampleLessonVideo = (seconds: number): Uint8Array => {
  const dir = tempDir('lesson-video');
  try {
    const file = path.join(dir.dir, 'lesson.mp4');
    execFileSync('ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc=duration=${seconds}:size=160x120:rate=5`,
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    return readFileSync(file);
  } finally {
    dir.remove();
  }
};

/** Waits for a state by asking again (every 100 ms) until `ready` says yes or the time is up. */
export const waitFor = async <T>(
  read: () => Promise<T>,
  ready: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
