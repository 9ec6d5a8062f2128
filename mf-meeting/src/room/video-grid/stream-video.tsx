import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useRoomSound } from '../speaker/room-sound';
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
  const sound = useRoomSound();
  // Others' sound follows the room's speaker; one's own tile is muted for good.
  useEffect(() => (ref.current && !muted ? sound.attach(ref.current) : undefined), [sound, muted]);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    // A track added to a playing stream needs no new play(); a paused element does.
    if (revision >= 0 && video.paused) sound.play(video);
  }, [stream, revision, sound]);
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
  const sound = useRoomSound();
  useEffect(() => (ref.current ? sound.attach(ref.current) : undefined), [sound]);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.srcObject !== stream) audio.srcObject = stream;
    if (audio.paused) sound.play(audio);
  }, [stream, sound]);
  // biome-ignore lint/a11y/useMediaCaption: live conference sound has no captions track
  return <audio ref={ref} autoPlay data-testid="untiled-audio" />;
};
