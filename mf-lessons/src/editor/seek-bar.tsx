import { lessonDurationText, lessonScreenTexts } from '@canstring/contracts';
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import type { DraftSet } from './set-rules';

const texts = lessonScreenTexts.editor;

export interface SeekBarProps {
  position: number;
  duration: number;
  sets: readonly DraftSet[];
  /** The set being changed, drawn apart. */
  changingKey?: string;
  onSeek: (seconds: number) => void;
  /** A marker clicked: the video moves to its set. */
  onMarker: (set: DraftSet) => void;
}

/** Where a time sits along the bar, in percent. */
const along = (time: number, duration: number) => (duration > 0 ? Math.min(100, (time / duration) * 100) : 0);

/** The editor's seek bar with a marker where each question set sits (spec 2 §2.6). */
export const SeekBar = ({ position, duration, sets, changingKey, onSeek, onMarker }: SeekBarProps) => (
  <Box>
    <Box position="relative" height="6">
      <input
        type="range"
        data-testid="editor-seek-bar"
        aria-label={texts.seek}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(position, duration || 0)}
        onChange={(event) => onSeek(Number(event.target.value))}
        style={{ position: 'absolute', inset: 0, width: '100%', margin: 0 }}
      />
      {sets.map((set) => (
        <chakra.button
          key={set.key}
          type="button"
          data-testid="editor-marker"
          data-time={set.time}
          aria-label={texts.marker(lessonDurationText(set.time))}
          title={texts.marker(lessonDurationText(set.time))}
          position="absolute"
          top="0"
          left={`${along(set.time, duration)}%`}
          transform="translateX(-50%)"
          width="2"
          height="6"
          borderRadius="sm"
          background={set.key === changingKey ? 'orange.400' : set.required ? 'red.500' : 'brand.500'}
          cursor="pointer"
          onClick={() => onMarker(set)}
        />
      ))}
    </Box>
    <HStack justify="end">
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="editor-position">
        {lessonDurationText(position)} / {lessonDurationText(duration)}
      </Text>
    </HStack>
  </Box>
);
