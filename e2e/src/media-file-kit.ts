import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const run = promisify(execFile);

/** A colour as 8-bit red, green and blue. */
export type Rgb = readonly [number, number, number];

/**
 * Makes the page's screen share a page of one solid colour: getDisplayMedia answers with a canvas
 * drawn in that colour (1280x720, repainted 15 times a second so the stream keeps sending frames),
 * so a recording's frames can be checked against known screen content. Everything after the capture
 * (the room's share, the SFU feed, the recording) is the product's own.
 */
export const shareSolidColourScreen = (page: Page, [r, g, b]: Rgb) =>
  page.addInitScript(
    ({ colour }) => {
      navigator.mediaDevices.getDisplayMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 1280;
        canvas.height = 720;
        const context = canvas.getContext('2d')!;
        const paint = () => {
          context.fillStyle = colour;
          context.fillRect(0, 0, canvas.width, canvas.height);
        };
        paint();
        const timer = setInterval(paint, 1000 / 15);
        const stream = canvas.captureStream(15);
        stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
        return stream;
      };
    },
    { colour: `rgb(${r}, ${g}, ${b})` },
  );

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

/** ffprobe's view of a media file: its streams and its length in seconds. */
export const probe = async (file: string): Promise<{ streams: ProbedStream[]; duration: number }> => {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height:format=duration',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string } };
  return { streams: parsed.streams, duration: Number(parsed.format.duration) };
};

/** The mean loudness of a file's audio in dBFS (ffmpeg's volumedetect); -91 is digital silence. */
export const meanVolume = async (file: string): Promise<number> => {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-i',
    file,
    '-af',
    'volumedetect',
    '-vn',
    '-f',
    'null',
    '-',
  ]);
  const found = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  if (!found) throw new Error(`ffmpeg measured no volume in ${file}`);
  return Number(found[1]);
};

/**
 * One frame of a video at `seconds`, decoded to RGB, and the share of its pixels within `tolerance`
 * of `colour` on every channel, overall and in the frame's central fifth.
 */
export const colourInFrame = async (
  file: string,
  seconds: number,
  colour: Rgb,
  tolerance = 60,
): Promise<{ width: number; height: number; share: number; centreShare: number; centreColour: Rgb }> => {
  const { stdout: size } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    file,
  ]);
  const [width, height] = size.trim().split(',').map(Number) as [number, number];
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: width * height * 3 + 1024 },
  );
  const pixels = stdout as unknown as Buffer;
  if (pixels.length < width * height * 3) throw new Error(`no frame at ${seconds} s in ${file}`);
  const near = (i: number) =>
    Math.abs(pixels[i]! - colour[0]) <= tolerance &&
    Math.abs(pixels[i + 1]! - colour[1]) <= tolerance &&
    Math.abs(pixels[i + 2]! - colour[2]) <= tolerance;
  let all = 0;
  let centre = 0;
  let centreCount = 0;
  let [red, green, blue] = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const hit = near(i);
      if (hit) all++;
      const inCentre = Math.abs(x - width / 2) < width / 10 && Math.abs(y - height / 2) < height / 10;
      if (inCentre) {
        centreCount++;
        if (hit) centre++;
        red += pixels[i]!;
        green += pixels[i + 1]!;
        blue += pixels[i + 2]!;
      }
    }
  }
  const mean = (sum: number) => Math.round(sum / centreCount);
  const centreColour: Rgb = [mean(red), mean(green), mean(blue)];
  return { width, height, share: all / (width * height), centreShare: centre / centreCount, centreColour };
};

/**
 * What a composed video shows each second (a failure's account): how much of each frame is `colour`,
 * and the mean colour of the frame's centre.
 */
export const colourOverTime = async (file: string, seconds: number, colour: Rgb): Promise<string> => {
  const lines: string[] = [];
  for (let t = 0; t < seconds; t++) {
    const at = await colourInFrame(file, t, colour).catch(() => null);
    lines.push(
      at
        ? `${t} s: ${(at.share * 100).toFixed(0)}%, centre rgb(${at.centreColour.join(', ')})`
        : `${t} s: no frame`,
    );
  }
  return lines.join('\n');
};
