/**
 * For tests: jsdom plays no media. A stand-in of the browser's media element whose position runs
 * with the (fake) clock while it plays, as a browser's does, and which tells its play, pause,
 * seeking and seeked events. `open(video, duration)` is the metadata arriving.
 */
interface Clocked {
  paused: boolean;
  /** Position when the clock last started or the position was set. */
  base: number;
  startedAt: number;
  duration: number;
  readyState: number;
  ended: boolean;
}

type Media = HTMLMediaElement & { standIn?: Clocked };

const standIn = (element: Media): Clocked => {
  element.standIn ??= {
    paused: true,
    base: 0,
    startedAt: 0,
    duration: Number.NaN,
    readyState: 0,
    ended: false,
  };
  return element.standIn;
};

const positionOf = (state: Clocked): number => {
  if (state.paused) return state.base;
  const now = state.base + (Date.now() - state.startedAt) / 1000;
  return Number.isFinite(state.duration) ? Math.min(now, state.duration) : now;
};

const define = (
  name: string,
  get: (state: Clocked) => unknown,
  set?: (element: Media, value: number) => void,
) =>
  Object.defineProperty(HTMLMediaElement.prototype, name, {
    configurable: true,
    get(this: Media) {
      return get(standIn(this));
    },
    ...(set
      ? {
          set(this: Media, value: number) {
            set(this, value);
          },
        }
      : {}),
  });

export const installVideoStandIn = () => {
  define('paused', (state) => state.paused);
  define('duration', (state) => state.duration);
  define('readyState', (state) => state.readyState);
  define('ended', (state) => state.ended);
  define('currentTime', positionOf, (element, value) => {
    const state = standIn(element);
    state.base = value;
    state.startedAt = Date.now();
    state.ended = false;
    element.dispatchEvent(new Event('seeking'));
    element.dispatchEvent(new Event('seeked'));
  });
  HTMLMediaElement.prototype.play = function (this: Media) {
    const state = standIn(this);
    if (state.paused) {
      state.paused = false;
      state.startedAt = Date.now();
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function (this: Media) {
    const state = standIn(this);
    if (!state.paused) {
      state.base = positionOf(state);
      state.paused = true;
      this.dispatchEvent(new Event('pause'));
    }
  };
};

/** The metadata arrives: the video's length is known. */
export const openVideo = (element: HTMLMediaElement, duration: number) => {
  const state = standIn(element as Media);
  state.duration = duration;
  state.readyState = 1;
  element.dispatchEvent(new Event('loadedmetadata'));
};

/** The video reached its end. */
export const endVideo = (element: HTMLMediaElement) => {
  const state = standIn(element as Media);
  state.base = state.duration;
  state.paused = true;
  state.ended = true;
  element.dispatchEvent(new Event('pause'));
  element.dispatchEvent(new Event('ended'));
};
