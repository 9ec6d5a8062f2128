import { lessonScreenTexts } from '@canstring/contracts';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

const texts = lessonScreenTexts.editor;

export interface TimeFieldProps {
  /** The video's current time (seconds). */
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** Seconds shown to a tenth. */
const shown = (seconds: number) => String(Math.round(seconds * 10) / 10);

/**
 * The video's time as a number to type: the set goes exactly where the teacher says. It follows the
 * video until typed in; Enter or leaving the field moves the video there.
 */
export const TimeField = ({ position, duration, onSeek }: TimeFieldProps) => {
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const seconds = Number(typed);
    setTyped(null);
    if (typed.trim() !== '' && Number.isFinite(seconds)) onSeek(Math.max(0, Math.min(seconds, duration)));
  };
  return (
    <Field.Root width="7rem">
      <Field.Label fontSize="xs">{texts.time}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="decimal"
        min={0}
        max={duration || undefined}
        step={0.1}
        data-testid="editor-time"
        value={typed ?? shown(position)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field.Root>
  );
};
