import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { tileAspectRatio } from './grid-layout';

/**
 * A <video> showing one stream. The element lives as long as its tile: a stream that gains or loses
 * a track (janus.js may report one twice) keeps the same element, which is only told to play again.
 */
export const StreamVideo = ({
  stream,
  revision,
  muted,
  testId,
  participantId,
  onAspect,
}: {
  stream: MediaStream;
  /** Changes whenever the stream's tracks change. */
  revision: number;
  muted: boolean;
  testId: string;
  participantId: string;
  onAspect: (ratio: number) => void;
}) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    // A track added to a playing stream needs no new play(); a paused element does.
    if (revision >= 0 && video.paused) void video.play().catch(() => undefined);
  }, [stream, revision]);
  return (
    <chakra.video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      data-testid={testId}
      data-participant-id={participantId}
      onResize={(event: React.SyntheticEvent<HTMLVideoElement>) =>
        onAspect(tileAspectRatio(event.currentTarget.videoWidth, event.currentTarget.videoHeight))
      }
      width="100%"
      height="100%"
      objectFit="cover"
      borderRadius="md"
    />
  );
};

/** Sound of a publisher with no tile (more than the grid holds). */
export const StreamAudio = ({ stream }: { stream: MediaStream }) => {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: live conference sound has no captions track
  return <audio ref={ref} autoPlay data-testid="untiled-audio" />;
};
