import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { runTool } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { mainPictureColour } from '../test-support/main-picture-colour';
import { composeArgs } from './ffmpeg-args';
import { mainSegments, stripFeeds } from './layout';
import { placedVideo, type SourceFeed } from './source-tracks';

/**
 * A captured video whose first packets make no picture (its first keyframe lost, or asked for late,
 * as when recording starts in the middle of a camera's stream): its frames keep their place on the
 * recording's time line, it is drawn from its first picture on, and a video with no picture at all
 * is left out. Real files, made and composed by ffmpeg.
 */
jest.setTimeout(120_000);

const folder = tempDir('canstring-placement');
afterAll(() => folder.remove());
const file = (name: string) => path.join(folder.dir, name);
const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

type Colour = 'red' | 'blue' | 'green';
const RGB: Record<Colour, [number, number, number]> = {
  red: [255, 0, 0],
  blue: [0, 0, 255],
  green: [0, 128, 0],
};

/** A 320x240 VP8 WebM at 15 frames/s, a keyframe each second, showing `colours` a second each. */
const makeVideo = (name: string, colours: Colour[]) => {
  const inputs = colours.flatMap((c) => ['-f', 'lavfi', '-i', `color=${c}:s=320x240:r=15:d=1`]);
  const joined = `${colours.map((_, i) => `[${i}:v]`).join('')}concat=n=${colours.length}:v=1[v]`;
  ffmpeg([
    ...inputs,
    ...['-filter_complex', joined, '-map', '[v]'],
    ...['-c:v', 'libvpx', '-g', '15', '-keyint_min', '15', '-auto-alt-ref', '0', '-b:v', '200k', file(name)],
  ]);
  return file(name);
};

/** The same packets less `drop` (an ffmpeg expression), times kept from the first packet left. */
const withoutPackets = (source: string, name: string, drop: string) => {
  ffmpeg(['-i', source, '-c', 'copy', '-bsf:v', `noise=drop=${drop},setts=ts=TS-STARTPTS`, file(name)]);
  return file(name);
};

/** The colour of the middle of the main picture at `second`, as its nearest named colour. */
const mainColourAt = (video: string, second: number): Colour => {
  const { r, g, b } = mainPictureColour(video, second);
  const distance = (colour: Colour) =>
    RGB[colour].reduce((d, v, i) => d + Math.abs(v - ([r, g, b][i] ?? 0)), 0);
  return (Object.keys(RGB) as Colour[]).sort((a, b) => distance(a) - distance(b))[0] as Colour;
};

const never = new AbortController().signal;

describe('placing a captured video on the recording', () => {
  // Red for 2 s, then blue for 2 s; its first keyframe (the first packet) lost, the next at 1 s.
  let whole: string;
  let lateFirstPicture: string;
  beforeAll(() => {
    whole = makeVideo('whole.webm', ['red', 'red', 'blue', 'blue']);
    lateFirstPicture = withoutPackets(whole, 'late-first-picture.webm', 'eq(n\\,0)');
  });

  it('knows where its first picture is, and that a video without one has none', async () => {
    const placed = await placedVideo(lateFirstPicture, 1, never);
    expect(placed).toMatchObject({ file: lateFirstPicture, offset: 1, start: 0 });
    // Packets from 1/15 s on (times kept from the first one left); the keyframe at 1 s is 14/15 s in.
    expect(placed?.firstPicture).toBeCloseTo(14 / 15, 1);
    expect(placed?.duration).toBeCloseTo(4 - 1 / 15, 1);
    const noPicture = withoutPackets(whole, 'no-picture.webm', 'key');
    expect(await placedVideo(noPicture, 1, never)).toBeNull();
  });

  it('keeps each frame where it was captured and draws the video from its first picture on', async () => {
    const camera = makeVideo('camera.webm', Array<Colour>(6).fill('green'));
    const feeds: SourceFeed[] = [
      {
        participantId: 'a',
        name: 'A',
        kind: 'camera',
        audio: null,
        video: await placedVideo(camera, 0, never),
      },
      {
        participantId: 'a',
        name: 'A',
        kind: 'screen',
        audio: null,
        video: await placedVideo(lateFirstPicture, 1, never),
      },
    ];
    const duration = 6;
    const main = mainSegments(feeds, [], new Date(0).toISOString(), duration);
    const output = file('composed.webm');
    await runTool('ffmpeg', composeArgs(feeds, main.feeds, stripFeeds(feeds), duration, output), never);

    // The share's first picture is its frame of 1 s, captured 1 + 14/15 s into the recording: the
    // camera before it, its red after it, its blue from 1 + 29/15 s (~2.93 s), the camera once it ends.
    expect(mainColourAt(output, 1.5)).toBe('green');
    expect(mainColourAt(output, 2.5)).toBe('red');
    expect(mainColourAt(output, 3.5)).toBe('blue');
    expect(mainColourAt(output, 5.5)).toBe('green');
  });
});
