/**
 * For tests: jsdom plays no media and keeps no position. The editor's video moves only when the
 * teacher seeks or presses Play/Pause; this gives the media element a position that a seek sets
 * (with its `seeked` event) and play/pause that tell their events, as a browser's does.
 */
export const installVideoPosition = () => {
  const positions = new WeakMap<HTMLMediaElement, number>();
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return positions.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, value: number) {
      positions.set(this, value);
      this.dispatchEvent(new Event('seeking'));
      this.dispatchEvent(new Event('seeked'));
    },
  });
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  };
};
