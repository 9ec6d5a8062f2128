import type { RoomParticipantView } from '@canstring/client/room';
import { confirmTexts, roomScreenTexts } from '@canstring/contracts';
import { ConfirmDialog, MoreIcon } from '@canstring/ui';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { SendSignal } from './room-actions';

const texts = roomScreenTexts.participantMenu;

export interface ParticipantMenuProps {
  participant: RoomParticipantView;
  /** Only a host by right (not a temporary host) transfers the hosting (spec 2 §4). */
  canTransferHosting: boolean;
  /** Within the 4 s lock after a hosting click, Make/Remove Host waits. */
  transferLocked: boolean;
  onHostingTransfer: (participantId: string, grant: boolean) => void;
  send: SendSignal;
}

/** A host's controls over one participant (spec 2 §4): rights, hand, hosting, removal. */
export const ParticipantMenu = ({
  participant: p,
  canTransferHosting,
  transferLocked,
  onHostingTransfer,
  send,
}: ParticipantMenuProps) => {
  const id = p.participantId;
  const presenter = p.userMode === 'presenter';
  // Removing someone cannot be undone from here: it is asked first.
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={roomScreenTexts.participants.menu(p.userName)}
            data-testid="participant-menu"
          >
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content data-testid="participant-menu-items">
              <Menu.Item
                value="presenter"
                onSelect={() => send('onGiveConrol', { participantId: id, presenter: !presenter })}
              >
                {presenter ? texts.makeViewer : texts.makePresenter}
              </Menu.Item>
              <Menu.Item
                value="screen"
                onSelect={() => send('onGiveScreenConrol', { participantId: id, allowed: !p.screenAllowed })}
              >
                {p.screenAllowed ? texts.revokeScreen : texts.allowScreen}
              </Menu.Item>
              <Menu.Item
                value="whiteboard"
                onSelect={() => send('onGiveWbConrol', { participantId: id, allowed: !p.wbAllowed })}
              >
                {p.wbAllowed ? texts.revokeWhiteboard : texts.allowWhiteboard}
              </Menu.Item>
              <Menu.Item
                value="camera"
                onSelect={() => send('controlCam', { participantId: id, allowed: !p.camAllowed })}
              >
                {p.camAllowed ? texts.disableCamera : texts.allowCamera}
              </Menu.Item>
              <Menu.Item
                value="mic"
                onSelect={() => send('controlMic', { participantId: id, allowed: !p.micAllowed })}
              >
                {p.micAllowed ? texts.muteMic : texts.allowMic}
              </Menu.Item>
              {p.handRaised && (
                <Menu.Item value="lower-hand" onSelect={() => send('onLowerHand', { participantId: id })}>
                  {texts.lowerHand}
                </Menu.Item>
              )}
              {canTransferHosting && !p.isHost && (
                <Menu.Item
                  value="hosting"
                  disabled={transferLocked}
                  onSelect={() => onHostingTransfer(id, !p.temphost)}
                >
                  {p.temphost ? texts.removeHost : texts.makeHost}
                </Menu.Item>
              )}
              <Menu.Item value="remove" color="fg.error" onSelect={() => setConfirmingRemoval(true)}>
                {texts.remove}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirmingRemoval && (
        <ConfirmDialog
          open
          testId="confirm-remove-participant"
          title={confirmTexts.title}
          message={confirmTexts.removeParticipant.message(p.userName)}
          confirmLabel={confirmTexts.removeParticipant.confirm}
          cancelLabel={confirmTexts.cancel}
          danger
          buttonSize="sm"
          onCancel={() => setConfirmingRemoval(false)}
          onConfirm={() => {
            setConfirmingRemoval(false);
            send('onkickUser', { participantId: id });
          }}
        />
      )}
    </>
  );
};
