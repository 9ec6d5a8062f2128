import {
  EXAM_BLACK_CAMERA_LUMA,
  EXAM_BLACK_CAMERA_MS,
  EXAM_BLACK_CAMERA_SAMPLE_MS,
} from '@canstring/contracts';
import { CAMERA_MUTE_GRACE_MS, type LumaSampler, watchCamera } from './camera-watch';
import type { DetectedFlag } from './detected-flag';
import { watchFullscreenLeave } from './fullscreen-leave';
import { createDarkness, meanLuma } from './luma';
import { watchOffline } from './offline';
import { watchScreen } from './screen-watch';
import { watchTabLeave } from './tab-leave';

/** A video track as the page holds it: settings, state, and the events it fires. */
class TrackStandIn extends EventTarget {
  readyState: MediaStreamTrackState = 'live';
  muted = false;
  constructor(private readonly settings: Record<string, unknown> = {}) {
    super();
  }
  getSettings() {
    return this.settings;
  }
  end() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
  mute(muted: boolean) {
    this.muted = muted;
    this.dispatchEvent(new Event(muted ? 'mute' : 'unmute'));
  }
}
const asTrack = (track: TrackStandIn) => track as unknown as MediaStreamTrack;

const collect = () => {
  const flags: DetectedFlag[] = [];
  return { flags, sink: (flag: DetectedFlag) => void flags.push(flag) };
};

describe('leaving the exam tab or window', () => {
  let visibility: DocumentVisibilityState = 'visible';
  let focused = true;
  beforeEach(() => {
    visibility = 'visible';
    focused = true;
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  });
  afterEach(() => jest.restoreAllMocks());

  it('flags a hidden page once per absence, and again after coming back', () => {
    const { flags, sink } = collect();
    const stop = watchTabLeave()(sink);
    visibility = 'hidden';
    focused = false;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
    expect(flags).toEqual([{ kind: 'tabLeft', detail: 'hidden' }]);
    visibility = 'visible';
    focused = true;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    focused = false;
    window.dispatchEvent(new Event('blur'));
    expect(flags).toEqual([
      { kind: 'tabLeft', detail: 'hidden' },
      { kind: 'tabLeft', detail: 'blur' },
    ]);
    stop();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flags).toHaveLength(2);
  });

  it('does not flag a blur that keeps the page focused (into a frame of its own)', () => {
    const { flags, sink } = collect();
    const stop = watchTabLeave()(sink);
    window.dispatchEvent(new Event('blur'));
    expect(flags).toEqual([]);
    stop();
  });
});

describe('leaving fullscreen', () => {
  let element: Element | null = null;
  beforeEach(() => {
    element = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  });

  it('flags leaving a fullscreen the page was in, not a fullscreen never entered', () => {
    const { flags, sink } = collect();
    const stop = watchFullscreenLeave()(sink);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(flags).toEqual([]);
    element = document.body;
    document.dispatchEvent(new Event('fullscreenchange'));
    element = null;
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(flags).toEqual([{ kind: 'fullscreenLeft' }]);
    stop();
  });
});

describe('going offline', () => {
  it('flags the spell once back online, dated when the connection went', () => {
    let now = Date.parse('2026-03-10T10:00:00.000Z');
    const { flags, sink } = collect();
    const stop = watchOffline(window, () => now)(sink);
    window.dispatchEvent(new Event('offline'));
    now += 30_000;
    window.dispatchEvent(new Event('offline'));
    now += 12_000;
    window.dispatchEvent(new Event('online'));
    expect(flags).toEqual([{ kind: 'offline', detail: '42 s', happenedAt: '2026-03-10T10:00:00.000Z' }]);
    window.dispatchEvent(new Event('online'));
    expect(flags).toHaveLength(1);
    stop();
  });

  it('dates a long spell no further back than the server takes', () => {
    let now = Date.parse('2026-03-10T10:00:00.000Z');
    const { flags, sink } = collect();
    const stop = watchOffline(window, () => now)(sink);
    window.dispatchEvent(new Event('offline'));
    now += 60 * 60_000;
    window.dispatchEvent(new Event('online'));
    const happened = Date.parse(flags[0]!.happenedAt!);
    expect(now - happened).toBeLessThan(5 * 60_000);
    expect(flags[0]!.detail).toBe('3600 s');
    stop();
  });
});

describe('the shared screen', () => {
  it('flags a window or tab shared instead of a whole screen, with the surface', () => {
    const { flags, sink } = collect();
    watchScreen(asTrack(new TrackStandIn({ displaySurface: 'window' })))(sink)();
    watchScreen(asTrack(new TrackStandIn({ displaySurface: 'monitor' })))(sink)();
    watchScreen(asTrack(new TrackStandIn({})))(sink)();
    expect(flags).toEqual([{ kind: 'notWholeScreen', detail: 'window' }]);
  });

  it('flags the share stopping', () => {
    const { flags, sink } = collect();
    const track = new TrackStandIn({ displaySurface: 'monitor' });
    const stop = watchScreen(asTrack(track))(sink);
    track.end();
    expect(flags).toEqual([{ kind: 'screenShareStopped' }]);
    stop();
  });
});

describe('the camera', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const sampler = (lumas: (number | null)[]) => {
    let stopped = false;
    const reader: LumaSampler = {
      read: () => lumas.shift() ?? 200,
      stop: () => {
        stopped = true;
      },
    };
    return { make: () => reader, stopped: () => stopped };
  };

  it('flags a camera turned off (track ended) once', () => {
    const { flags, sink } = collect();
    const track = new TrackStandIn();
    const bright = sampler([]);
    const stop = watchCamera(asTrack(track), bright.make, Date.now)(sink);
    track.end();
    track.dispatchEvent(new Event('ended'));
    expect(flags).toEqual([{ kind: 'cameraOff' }]);
    stop();
    expect(bright.stopped()).toBe(true);
  });

  it('flags a camera muted past the grace, not a short hiccup', () => {
    const { flags, sink } = collect();
    const track = new TrackStandIn();
    const stop = watchCamera(asTrack(track), sampler([]).make, Date.now)(sink);
    track.mute(true);
    jest.advanceTimersByTime(CAMERA_MUTE_GRACE_MS / 2);
    track.mute(false);
    jest.advanceTimersByTime(CAMERA_MUTE_GRACE_MS);
    expect(flags).toEqual([]);
    track.mute(true);
    jest.advanceTimersByTime(CAMERA_MUTE_GRACE_MS);
    expect(flags).toEqual([{ kind: 'cameraOff' }]);
    stop();
  });

  it('flags a picture that stays black, once until it is bright again', () => {
    const { flags, sink } = collect();
    const track = new TrackStandIn();
    const darkSamples = Math.ceil(EXAM_BLACK_CAMERA_MS / EXAM_BLACK_CAMERA_SAMPLE_MS) + 1;
    const lumas = [
      ...Array<number>(darkSamples).fill(2),
      ...Array<number>(3).fill(2),
      150,
      ...Array<number>(darkSamples).fill(3),
    ];
    const stop = watchCamera(asTrack(track), sampler(lumas).make, Date.now)(sink);
    jest.advanceTimersByTime(EXAM_BLACK_CAMERA_SAMPLE_MS * (darkSamples + 3));
    expect(flags).toEqual([{ kind: 'cameraBlack' }]);
    jest.advanceTimersByTime(EXAM_BLACK_CAMERA_SAMPLE_MS * (darkSamples + 1));
    expect(flags).toEqual([{ kind: 'cameraBlack' }, { kind: 'cameraBlack' }]);
    stop();
  });
});

describe('darkness', () => {
  it('reads the mean luma of a picture', () => {
    expect(meanLuma(new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255]))).toBeCloseTo(127.5);
  });

  it('is told only after the picture stayed dark long enough; a missing sample proves nothing', () => {
    const told: number[] = [];
    const darkness = createDarkness(() => told.push(1));
    darkness.sample(EXAM_BLACK_CAMERA_LUMA - 1, 0);
    darkness.sample(null, EXAM_BLACK_CAMERA_MS);
    darkness.sample(EXAM_BLACK_CAMERA_LUMA, 100);
    darkness.sample(0, 200);
    darkness.sample(0, 200 + EXAM_BLACK_CAMERA_MS - 1);
    expect(told).toEqual([]);
    darkness.sample(0, 200 + EXAM_BLACK_CAMERA_MS);
    expect(told).toEqual([1]);
  });
});
