import { roomScreenTexts, SHARE_SYNC_LOCK_MS } from '@canstring/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { type KeptPlayback, playbackRoom, settle } from '../../test-support/playback-room';
import type { StageFiles } from '../stage/stage-files';
import VideoPlayer from './video-player';

const source = 'http://files.test/rooms/12345678901/shared/video?ticket=t1';
const files: StageFiles = {
  pagePicture: () => Promise.reject(new Error('no pages here')),
  videoSource: () => Promise.resolve(source),
};

/**
 * jsdom plays no media: a stand-in of the browser's media element that keeps its position and
 * whether it plays, and tells its play, pause and seeked events as a browser does.
 */
type Media = HTMLMediaElement & { standIn?: { paused: boolean; time: number; refuseSound: boolean } };
const standIn = (element: Media) => {
  element.standIn ??= { paused: true, time: 0, refuseSound: false };
  return element.standIn;
};
beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: Media) {
      return standIn(this).paused;
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get(this: Media) {
      return standIn(this).time;
    },
    set(this: Media, time: number) {
      standIn(this).time = time;
      this.dispatchEvent(new Event('seeked'));
    },
  });
  HTMLMediaElement.prototype.play = function (this: Media) {
    if (standIn(this).refuseSound && !this.muted)
      return Promise.reject(new DOMException('no gesture yet', 'NotAllowedError'));
    standIn(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function (this: Media) {
    standIn(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  };
});

const open = async ({ maySend, playback }: { maySend: boolean; playback: KeptPlayback }) => {
  const { gateway, fromHost } = await playbackRoom({
    displayMode: 'mp4',
    playback,
    stage: (session) => <VideoPlayer session={session} files={files} fileName="film.mp4" maySend={maySend} />,
  });
  const video = screen.getByTestId('shared-video') as Media;
  return { gateway, video, fromHost };
};

describe('a shared mp4/webm video', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T18:10:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('plays from the file server’s ticketed address and sends the presenter’s play, seek and pause', async () => {
    const { video, gateway } = await open({
      maySend: true,
      playback: { paused: true, time: 5, at: '2026-03-10T18:09:00.000Z' },
    });
    expect(video.getAttribute('src')).toBe(source);
    expect(video.controls).toBe(true);
    fireEvent(video, new Event('loadedmetadata'));
    await settle();
    // Where the room paused it; the seek that took it there is the room's, not sent.
    expect(video.currentTime).toBe(5);
    expect(video.paused).toBe(true);
    expect(gateway.signals()).toEqual([]);

    await settle(SHARE_SYNC_LOCK_MS);
    await act(() => video.play());
    await settle();
    act(() => {
      video.currentTime = 9;
    });
    await settle();
    act(() => video.pause());
    await settle();
    expect(gateway.signals()).toEqual([
      { method: 'mp4Play', payload: { time: 5 } },
      { method: 'mp4Seek', payload: { time: 9 } },
      { method: 'mp4Pause', payload: { time: 9 } },
    ]);
  });

  it('follows the host without controls, sending nothing, and opens a late joiner where the video is now', async () => {
    const { video, gateway, fromHost } = await open({
      maySend: false,
      playback: { paused: false, time: 10, at: '2026-03-10T18:09:57.500Z' },
    });
    expect(video.controls).toBe(false);
    fireEvent(video, new Event('loadedmetadata'));
    await settle();
    expect(video.currentTime).toBeCloseTo(12.5, 3);
    expect(video.paused).toBe(false);

    fromHost('mp4Seek', 30);
    await settle();
    expect([video.currentTime, video.paused]).toEqual([30, false]);
    fromHost('mp4Pause', 31);
    await settle();
    expect([video.currentTime, video.paused]).toEqual([31, true]);
    await act(() => video.play());
    await settle();
    expect(gateway.signals()).toEqual([]);
  });

  it('plays muted when the browser refuses sound without a gesture, and says so', async () => {
    const { video, fromHost } = await open({ maySend: false, playback: null });
    standIn(video).refuseSound = true;
    fromHost('mp4Play', 3);
    await settle();
    expect(video.muted).toBe(true);
    expect(video.paused).toBe(false);
    expect(screen.getByTestId('shared-video-muted').textContent).toContain(
      roomScreenTexts.player.soundBlocked,
    );
    fireEvent.click(screen.getByText(roomScreenTexts.player.soundOn));
    expect(video.muted).toBe(false);
  });
});
