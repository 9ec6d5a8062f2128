import type { RoomSession } from '@canstring/client/room';
import { roomMessages, roomScreenTexts } from '@canstring/contracts';
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { type PlayerControl, usePlaybackSync } from '../video/playback-sync';
import { loadYoutubeApi, type YoutubeApi, type YoutubePlayer } from './youtube-api';

const texts = roomScreenTexts.player;

export interface YoutubeStageProps {
  session: RoomSession | null;
  videoId: string;
  /** Host or presenter: their play, pause and seek go to everyone; others follow. */
  maySend: boolean;
  /** The API to play with; the runtime config's script by default. */
  loadApi?: () => Promise<YoutubeApi>;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong;

const controlOf = (player: YoutubePlayer, api: YoutubeApi): PlayerControl => ({
  time: () => player.getCurrentTime(),
  paused: () => player.getPlayerState() !== api.PlayerState.PLAYING,
  play: () => player.playVideo(),
  pause: () => player.pauseVideo(),
  seek: (time) => player.seekTo(time, true),
});

/**
 * A YouTube video shared on the stage (spec 3 §4), through the IFrame Player API: play (or a seek
 * while playing) and pause follow whoever presents, with the 3 s sync lock; others follow without
 * the player's controls.
 */
const YoutubeStage = ({ session, videoId, maySend, loadApi = loadYoutubeApi }: YoutubeStageProps) => {
  const place = useRef<HTMLDivElement>(null);
  const control = useRef<PlayerControl | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const sync = usePlaybackSync({ session, kind: 'youtube', player: control, maySend, onRefused: setProblem });
  const latestSync = useRef(sync);
  latestSync.current = sync;
  const api = useRef(loadApi);
  api.current = loadApi;

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    let player: YoutubePlayer | null = null;
    let current = true;
    const host = document.createElement('div');
    element.append(host);
    api.current().then(
      (api) => {
        if (!current) return;
        player = new api.Player(host, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { controls: maySend ? 1 : 0, disablekb: maySend ? 0 : 1, playsinline: 1, rel: 0 },
          events: {
            onReady: ({ target }) => {
              if (!current) return;
              control.current = controlOf(target, api);
              setReady(true);
              latestSync.current.opened();
            },
            onStateChange: ({ data }) => {
              if (data === api.PlayerState.PLAYING) latestSync.current.played();
              else if (data === api.PlayerState.PAUSED) latestSync.current.paused();
            },
          },
        });
      },
      (error: unknown) => current && setProblem(messageOf(error)),
    );
    return () => {
      current = false;
      control.current = null;
      player?.destroy();
      host.remove();
    };
  }, [videoId, maySend]);

  return (
    <Stack gap="2" data-testid="shared-youtube-place">
      {problem && (
        <Alert.Root status="error" size="sm" data-testid="shared-youtube-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {!ready && !problem && (
        <Text color="fg.muted" data-testid="shared-youtube-opening">
          {texts.loading}
        </Text>
      )}
      <Box
        ref={place}
        aria-label={texts.youtube}
        data-testid="shared-youtube"
        data-video-id={videoId}
        data-ready={ready}
        width="100%"
        aspectRatio="16 / 9"
        maxHeight="70dvh"
        bg="black"
        borderRadius="md"
        overflow="hidden"
      />
    </Stack>
  );
};

export default YoutubeStage;
