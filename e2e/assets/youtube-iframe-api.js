/*
 * A stand-in of YouTube's IFrame Player API for the end-to-end tests: the real one cannot be reached
 * from the test machine. The platform serves this file and names it in the runtime config's
 * youtubeApiUrl, so the product loads it exactly as it loads the real script. Each player is a box
 * playing over the page's clock, with the API's calls and state changes (onReady, onStateChange:
 * a seek while playing is BUFFERING then PLAYING, as YouTube's), and, with controls, buttons to
 * play, pause and seek as a person would use the real player's.
 */
(() => {
  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  const DURATION_S = 600;
  const players = [];

  class Player {
    constructor(element, options) {
      const place = typeof element === 'string' ? document.getElementById(element) : element;
      const vars = options.playerVars || {};
      this.options = options;
      this.state = PlayerState.CUED;
      this.position = Number(vars.start || 0);
      this.since = performance.now();
      this.box = document.createElement('div');
      this.box.dataset.testid = 'youtube-stand-in';
      this.box.dataset.videoId = options.videoId;
      this.box.style.cssText =
        'width:100%;height:100%;background:#222;color:#eee;font:14px sans-serif;padding:8px';
      this.label = document.createElement('div');
      this.box.append(this.label);
      if (vars.controls !== 0) this.addControls();
      place.replaceWith(this.box);
      players.push(this);
      this.shown = setInterval(() => this.show(), 100);
      this.show();
      setTimeout(() => options.events?.onReady?.({ target: this }), 0);
    }

    addControls() {
      const button = (name, onClick) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = name;
        b.dataset.testid = `youtube-stand-in-${name.toLowerCase()}`;
        b.addEventListener('click', onClick);
        this.box.append(b);
        return b;
      };
      button('Play', () => this.playVideo());
      button('Pause', () => this.pauseVideo());
      const to = document.createElement('input');
      to.type = 'number';
      to.dataset.testid = 'youtube-stand-in-to';
      this.box.append(to);
      button('Seek', () => this.seekTo(Number(to.value), true));
    }

    show() {
      this.box.dataset.state = String(this.state);
      this.box.dataset.time = this.getCurrentTime().toFixed(2);
      this.label.textContent = `${this.options.videoId} ${this.box.dataset.time} s`;
    }

    tell(state) {
      this.state = state;
      this.show();
      this.options.events?.onStateChange?.({ data: state, target: this });
    }

    getCurrentTime() {
      if (this.state !== PlayerState.PLAYING) return this.position;
      return Math.min(DURATION_S, this.position + (performance.now() - this.since) / 1000);
    }

    getDuration() {
      return DURATION_S;
    }

    getPlayerState() {
      return this.state;
    }

    playVideo() {
      if (this.state === PlayerState.PLAYING) return;
      this.since = performance.now();
      this.tell(PlayerState.PLAYING);
    }

    pauseVideo() {
      if (this.state !== PlayerState.PLAYING) return;
      this.position = this.getCurrentTime();
      this.tell(PlayerState.PAUSED);
    }

    seekTo(seconds) {
      const playing = this.state === PlayerState.PLAYING;
      this.position = Math.max(0, Math.min(DURATION_S, Number(seconds) || 0));
      this.since = performance.now();
      if (!playing) {
        this.show();
        return;
      }
      this.tell(PlayerState.BUFFERING);
      setTimeout(() => {
        this.since = performance.now();
        this.tell(PlayerState.PLAYING);
      }, 50);
    }

    mute() {}
    unMute() {}

    destroy() {
      clearInterval(this.shown);
      this.box.remove();
      players.splice(players.indexOf(this), 1);
    }
  }

  window.YT = { Player, PlayerState, standInPlayers: players, loaded: 1 };
  window.onYouTubeIframeAPIReady?.();
})();
