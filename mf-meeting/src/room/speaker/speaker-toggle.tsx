import { liveRoomTexts } from '@canstring/contracts';
import { Button } from '@chakra-ui/react';
import { useRoomSound, useRoomSoundState } from './room-sound';

const texts = liveRoomTexts.speaker;

/** The toolbar's speaker (spec 3 §2): mutes or unmutes everyone else's sound on this page only. */
export const SpeakerToggle = () => {
  const sound = useRoomSound();
  const { speakerOn } = useRoomSoundState(sound);
  return (
    <Button
      size="sm"
      variant={speakerOn ? 'solid' : 'outline'}
      data-testid="toolbar-speaker"
      aria-pressed={speakerOn}
      onClick={() => sound.setSpeaker(!speakerOn)}
    >
      {speakerOn ? texts.on : texts.off}
    </Button>
  );
};
