import type { RoomParticipantView, RoomSession } from '@canstring/client/room';
import { holdsHostPower, roomScreenTexts } from '@canstring/contracts';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ShareContentPopup } from './share-content-popup';

/**
 * The toolbar's Share Content (spec 3 §2): for hosts and presenters, whose shareDoc the room
 * accepts (it checks again). Opens the popup.
 */
export const ShareContentButton = ({
  me,
  session,
  guestToken,
}: {
  me: RoomParticipantView | undefined;
  session: RoomSession | null;
  guestToken?: string;
}) => {
  const [open, setOpen] = useState(false);
  if (!me || !(holdsHostPower(me) || me.userMode === 'presenter')) return null;
  return (
    <>
      <Button size="sm" variant="outline" data-testid="toolbar-share-content" onClick={() => setOpen(true)}>
        {roomScreenTexts.shareContent.button}
      </Button>
      {open && (
        <ShareContentPopup
          session={session}
          participantId={me.participantId}
          guest={me.guestId !== null}
          {...(guestToken ? { guestToken } : {})}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
