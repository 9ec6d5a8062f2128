import { loadRuntimeConfig } from '@canstring/client';
import { DEFAULT_YOUTUBE_API_URL } from '@canstring/contracts';

/** The part of the YouTube IFrame Player API the stage uses. */
export interface YoutubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getPlayerState(): number;
  destroy(): void;
}

export interface YoutubeApi {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: string | number;
      height?: string | number;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: (event: { target: YoutubePlayer }) => void;
        onStateChange?: (event: { data: number; target: YoutubePlayer }) => void;
      };
    },
  ) => YoutubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number; BUFFERING: number; CUED: number };
}

declare global {
  interface Window {
    YT?: YoutubeApi;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YoutubeApi> | null = null;

/**
 * The IFrame Player API, loaded once per tab from the runtime config's `youtubeApiUrl` (the real
 * one by default; a test platform serves a stand-in), when a YouTube video is first shared.
 */
export const loadYoutubeApi = (): Promise<YoutubeApi> => {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= (async () => {
    const config = await loadRuntimeConfig();
    return new Promise<YoutubeApi>((resolve, reject) => {
      const before = window.onYouTubeIframeAPIReady;
      window.onYouTubeIframeAPIReady = () => {
        before?.();
        if (window.YT) resolve(window.YT);
      };
      const script = document.createElement('script');
      script.src = config.youtubeApiUrl ?? DEFAULT_YOUTUBE_API_URL;
      script.async = true;
      script.onerror = () => reject(new Error('The YouTube player could not be loaded'));
      document.head.append(script);
    });
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
};
