import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface StreamVideoProps extends Omit<HTMLChakraProps<'video'>, 'ref'> {
  /** The stream shown; null leaves the element empty (cleared). */
  stream: MediaStream | null;
  /** Changes whenever the stream's tracks change, so a paused element plays again. */
  revision?: number;
  testId: string;
}

/**
 * A silent <video> of one stream: proctoring shows pictures only (spec 3 §6: video only). The element
 * stays while the stream changes; a stream taken away clears it.
 */
export const StreamVideo = ({ stream, revision = 0, testId, ...props }: StreamVideoProps) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream && revision >= 0 && video.paused) void video.play?.()?.catch(() => undefined);
  }, [stream, revision]);
  return (
    <chakra.video
      ref={ref}
      autoPlay
      playsInline
      muted
      data-testid={testId}
      data-live={stream ? 'true' : 'false'}
      bg="black"
      borderRadius="md"
      objectFit="contain"
      {...props}
    />
  );
};
