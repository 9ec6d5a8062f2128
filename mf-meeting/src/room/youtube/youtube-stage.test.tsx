import { SHARE_SYNC_LOCK_MS } from '@canstring/contracts';
import { act, screen } from '@testing-library/react';
import { type KeptPlayback, playbackRoom, settle } from '../../test-support/playback-room';
import type { YoutubeApi, YoutubePlayer } from './youtube-api';
import YoutubeStage from './youtube-stage';

const STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

/**
 * A stand-in of the IFrame Player API (the real one cannot be reached here): a player over the test's
 * clock that tells its state changes as YouTube's does, whoever made them.
 */
const standInApi = () => {
  const players: StandIn[] = [];
  class StandIn implements YoutubePlayer {
    state = STATE.CUED;
    position = 0;
    since = Date.now();
    readonly options: ConstructorParameters<YoutubeApi['Player']>[1];
    constructor(_element: HTMLElement, options: ConstructorParameters<YoutubeApi['Player']>[1]) {
      this.options = options;
      players.push(this);
      setTimeout(() => options.events?.onReady?.({ target: this }), 0);
    }
    private tell(state: number) {
      this.state = state;
      this.options.events?.onStateChange?.({ data: state, target: this });
    }
    getCurrentTime() {
      return this.state === STATE.PLAYING ? this.position + (Date.now() - this.since) / 1000 : this.position;
    }
    getPlayerState() {
      return this.state;
    }
    playVideo() {
      this.since = Date.now();
      this.tell(STATE.PLAYING);
    }
    pauseVideo() {
      this.position = this.getCurrentTime();
      this.tell(STATE.PAUSED);
    }
    seekTo(seconds: number) {
      this.position = seconds;
      this.since = Date.now();
    }
    destroy() {}
  }
  const api = { Player: StandIn, PlayerState: STATE } as unknown as YoutubeApi;
  return { api, players };
};

const open = async ({ maySend, playback }: { maySend: boolean; playback: KeptPlayback }) => {
  const { api, players } = standInApi();
  const { gateway, session, fromHost } = await playbackRoom({
    displayMode: 'youtube',
    playback,
    stage: (session) => (
      <YoutubeStage session={session} videoId="dQw4w9WgXcQ" maySend={maySend} loadApi={async () => api} />
    ),
  });
  const player = players[0]!;
  return { gateway, player, fromHost, session };
};

describe('a shared YouTube video', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T18:10:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('opens a late joiner at the room’s time plus the time since, playing', async () => {
    const { player, gateway } = await open({
      maySend: false,
      playback: { paused: false, time: 30, at: '2026-03-10T18:09:48.000Z' },
    });
    expect(screen.getByTestId('shared-youtube').dataset.ready).toBe('true');
    expect(player.options.videoId).toBe('dQw4w9WgXcQ');
    expect(player.options.playerVars).toMatchObject({ controls: 0 });
    expect(player.getPlayerState()).toBe(STATE.PLAYING);
    expect(player.getCurrentTime()).toBeCloseTo(42, 1);
    expect(gateway.signals()).toEqual([]);
  });

  it('applies the host’s play and pause, and sends nothing back during the sync lock', async () => {
    const { player, gateway, fromHost } = await open({ maySend: true, playback: null });
    expect(player.getPlayerState()).toBe(STATE.CUED);
    fromHost('youtubePlayOrSeek', 12);
    await settle();
    expect(player.getPlayerState()).toBe(STATE.PLAYING);
    expect(player.getCurrentTime()).toBeCloseTo(12, 1);
    await settle(2_000);
    fromHost('youtubePause', 14);
    await settle();
    expect(player.getPlayerState()).toBe(STATE.PAUSED);
    expect(player.getCurrentTime()).toBeCloseTo(14, 1);
    // The player told of both changes; they were the room's, so none went back.
    expect(gateway.signals()).toEqual([]);

    // After the lock, this presenter's own play goes to everyone, from where the player is.
    await settle(SHARE_SYNC_LOCK_MS);
    act(() => player.playVideo());
    await settle(1_000);
    act(() => player.pauseVideo());
    await settle();
    expect(gateway.signals()).toEqual([
      { method: 'youtubePlayOrSeek', payload: { time: 14 } },
      { method: 'youtubePause', payload: { time: 15 } },
    ]);
  });

  it('never sends the play or pause of one who may not present', async () => {
    const { player, gateway } = await open({ maySend: false, playback: null });
    act(() => player.playVideo());
    await settle(500);
    act(() => player.pauseVideo());
    await settle();
    expect(gateway.signals()).toEqual([]);
  });
});
