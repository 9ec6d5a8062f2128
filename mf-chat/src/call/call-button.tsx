import { browserSupport, callScreenTexts } from '@canstring/contracts';
import { IconButton } from '@chakra-ui/react';
import { VideoCallIcon } from '../common/icons';
import { useCall } from './call-provider';

/**
 * The video call button of a one-to-one chat's header. Shown only where calling works (spec 1 §6,
 * spec 2 §6); the server says whether the person can take the call.
 */
export const CallButton = ({ userId }: { userId: string }) => {
  const controls = useCall();
  if (!controls || !browserSupport(navigator.userAgent).callingSupported) return null;
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={callScreenTexts.call}
      title={callScreenTexts.call}
      data-testid="start-call"
      disabled={controls.screen.view !== 'welcom'}
      onClick={() => controls.startCall(userId)}
    >
      <VideoCallIcon />
    </IconButton>
  );
};
