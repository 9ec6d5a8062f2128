import type { CaptionLine } from '@canstring/client/room';
import { roomScreenTexts } from '@canstring/contracts';
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CAPTION_FADE_MS, CAPTION_STRIP_LINES, stripViewOf } from './caption-view';

/**
 * The caption strip over the stage and tiles (spec 3 §2 caption area): the latest lines with their
 * speaker's name, a speaker's unfinished line updating in place and settling when final, each
 * fading a few seconds after it last changed. Drawn from the room's caption lines (onTranscript).
 */
export const CaptionStrip = ({ lines }: { lines: readonly CaptionLine[] }) => {
  // When each line was first drawn (the reducer makes a new line object for each change), and the
  // utterance it belongs to: a speaker's updates keep their place until the final one.
  const seen = useRef(new WeakMap<CaptionLine, { at: number; utterance: number }>());
  const open = useRef(new Map<string, number>());
  const count = useRef(0);
  const [now, setNow] = useState(() => Date.now());
  const at = Date.now();
  for (const line of lines.slice(-CAPTION_STRIP_LINES)) {
    if (seen.current.has(line)) continue;
    let utterance = open.current.get(line.participantId);
    if (utterance === undefined) {
      count.current += 1;
      utterance = count.current;
    }
    if (line.isFinal) open.current.delete(line.participantId);
    else open.current.set(line.participantId, utterance);
    seen.current.set(line, { at, utterance });
  }
  const view = stripViewOf(lines, (line) => seen.current.get(line)?.at ?? at, Math.max(now, at));
  const { nextChangeAt } = view;
  useEffect(() => {
    if (nextChangeAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextChangeAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextChangeAt]);
  if (view.shown.length === 0) return null;
  return (
    <Box
      data-testid="caption-strip"
      role="log"
      aria-live="polite"
      aria-label={roomScreenTexts.captions.label}
      position="absolute"
      insetX="4"
      bottom="4"
      zIndex="docked"
      pointerEvents="none"
      textAlign="center"
    >
      {view.shown.map(({ line, fading }) => (
        <Text
          key={seen.current.get(line)?.utterance}
          data-testid="caption-line"
          data-final={String(line.isFinal)}
          data-fading={String(fading)}
          display="inline-block"
          width="fit-content"
          maxWidth="100%"
          marginX="auto"
          marginTop="1"
          paddingX="3"
          paddingY="1"
          borderRadius="md"
          background="blackAlpha.700"
          color={line.isFinal ? 'white' : 'gray.200'}
          fontStyle={line.isFinal ? undefined : 'italic'}
          opacity={fading ? 0 : 1}
          transition={`opacity ${CAPTION_FADE_MS}ms linear`}
        >
          <Text as="span" fontWeight="semibold">
            {line.userName}:
          </Text>{' '}
          {line.text}
        </Text>
      ))}
    </Box>
  );
};
