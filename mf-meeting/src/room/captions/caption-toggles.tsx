import { roomScreenTexts } from '@canstring/contracts';
import { Badge, Button } from '@chakra-ui/react';
import type { SendSignal } from '../room-actions';

const texts = roomScreenTexts.toolbar;

/**
 * The meeting's captions (spec 3 §4 Caption): a host turns them on or off for everyone
 * (`captionstate`, held by the server); the others see that they are on.
 */
export const CaptionsControl = ({ on, host, send }: { on: boolean; host: boolean; send: SendSignal }) =>
  host ? (
    <Button
      size="sm"
      variant={on ? 'solid' : 'outline'}
      data-testid="toolbar-captions"
      data-on={String(on)}
      aria-pressed={on}
      onClick={() => send('captionstate', { on: !on })}
    >
      {on ? texts.captionsOn : texts.captionsOff}
    </Button>
  ) : on ? (
    <Badge alignSelf="center" data-testid="toolbar-captions" data-on="true">
      {texts.captionsOn}
    </Badge>
  ) : null;

/** Each person's own voice-to-text view (spec 3 §2): whether they see the caption strip. */
export const VoiceToTextToggle = ({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) => (
  <Button
    size="sm"
    variant={on ? 'solid' : 'outline'}
    data-testid="toolbar-voice-to-text"
    aria-pressed={on}
    onClick={() => onChange(!on)}
  >
    {on ? texts.voiceToTextOn : texts.voiceToTextOff}
  </Button>
);
