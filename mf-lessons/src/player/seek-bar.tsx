import { lessonPlayerTexts as texts } from '@canstring/contracts';
import { Box } from '@chakra-ui/react';
import type { ShownSet } from './player-model';

export interface SeekBarProps {
  time: number;
  duration: number;
  sets: readonly ShownSet[];
  answered: ReadonlySet<string>;
  onSeek(time: number): void;
}

/**
 * The learner's seek bar (a range input in seconds, so keys move it too) with a marker where each
 * question set sits: answered ones filled, required ones in their own colour. The playback decides
 * where a seek may land.
 */
export const SeekBar = ({ time, duration, sets, answered, onSeek }: SeekBarProps) => (
  <Box position="relative" paddingY="2">
    <input
      type="range"
      min={0}
      max={duration || 0}
      step={0.1}
      value={Math.min(time, duration || 0)}
      disabled={!duration}
      aria-label={texts.seekBar}
      data-testid="lesson-seek-bar"
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
      style={{ width: '100%', display: 'block' }}
    />
    {duration > 0 &&
      sets.map((set) => (
        <Box
          key={set.id}
          position="absolute"
          top="0"
          bottom="0"
          width="2"
          marginLeft="-1"
          borderRadius="full"
          pointerEvents="none"
          left={`${Math.min(100, (set.time / duration) * 100)}%`}
          bg={answered.has(set.id) ? 'green.500' : set.required ? 'orange.500' : 'blue.500'}
          opacity={answered.has(set.id) ? 0.6 : 1}
          title={texts.marker(set.type, set.time, set.required)}
          aria-label={texts.marker(set.type, set.time, set.required)}
          data-testid="lesson-marker"
          data-time={set.time}
          data-required={String(set.required)}
          data-answered={String(answered.has(set.id))}
        />
      ))}
  </Box>
);
