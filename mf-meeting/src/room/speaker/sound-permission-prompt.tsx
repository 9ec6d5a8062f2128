import { liveRoomTexts } from '@canstring/contracts';
import { Alert, Button } from '@chakra-ui/react';
import { useRoomSound, useRoomSoundState } from './room-sound';

const texts = liveRoomTexts.sound;

/**
 * Spec 3 §8 "Autoplay blocked": while the browser holds others' sound back for want of a gesture, the
 * room asks for it; the click plays it.
 */
export const SoundPermissionPrompt = () => {
  const sound = useRoomSound();
  const { blocked } = useRoomSoundState(sound);
  if (!blocked) return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid="sound-blocked">
      <Alert.Indicator />
      <Alert.Title flex="1">{texts.blocked}</Alert.Title>
      <Button size="xs" data-testid="sound-allow" onClick={() => sound.allow()}>
        {texts.allow}
      </Button>
    </Alert.Root>
  );
};
