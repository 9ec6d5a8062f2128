import { roomScreenTexts } from '@canstring/contracts';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

const texts = roomScreenTexts;

/** One popup of the room (spec 2 §2.10), closed by its own buttons, Escape or the close mark. */
const RoomDialog = ({
  testId,
  title,
  onClose,
  children,
  footer,
}: {
  testId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) => (
  <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid={testId}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer>{footer}</Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);

/** The alert popup ('Message'): a server's refusal or a rule's words. */
export const AlertDialog = ({ message, onClose }: { message: string; onClose: () => void }) => (
  <RoomDialog
    testId="room-alert"
    title={texts.alert.title}
    onClose={onClose}
    footer={
      <Button size="sm" onClick={onClose}>
        {texts.alert.ok}
      </Button>
    }
  >
    <Text data-testid="room-alert-message">{message}</Text>
  </RoomDialog>
);

/** confirmLeave: Stay Here or Leave. */
export const ConfirmLeaveDialog = ({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) => (
  <RoomDialog
    testId="confirm-leave"
    title={texts.confirmLeave.title}
    onClose={onStay}
    footer={
      <>
        <Button size="sm" variant="outline" onClick={onStay}>
          {texts.confirmLeave.stay}
        </Button>
        <Button size="sm" colorPalette="red" onClick={onLeave}>
          {texts.confirmLeave.leave}
        </Button>
      </>
    }
  >
    <Text>{texts.confirmLeave.body}</Text>
  </RoomDialog>
);

/** Ending the meeting asks first: it disconnects everyone. */
export const ConfirmEndDialog = ({ onCancel, onEnd }: { onCancel: () => void; onEnd: () => void }) => (
  <RoomDialog
    testId="confirm-end"
    title={texts.confirmEnd.title}
    onClose={onCancel}
    footer={
      <>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {texts.confirmEnd.cancel}
        </Button>
        <Button size="sm" colorPalette="red" onClick={onEnd}>
          {texts.confirmEnd.end}
        </Button>
      </>
    }
  >
    <Text>{texts.confirmEnd.body}</Text>
  </RoomDialog>
);

/** editName: the new name is checked by the signal's own schema ('Name required' when empty). */
export const EditNameDialog = ({
  current,
  onSave,
  onCancel,
}: {
  current: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) => {
  const [name, setName] = useState(current);
  return (
    <RoomDialog
      testId="edit-name"
      title={texts.editName.title}
      onClose={onCancel}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {texts.editName.cancel}
          </Button>
          <Button size="sm" type="submit" form="edit-name-form">
            {texts.editName.save}
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        id="edit-name-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(name);
        }}
      >
        <Field.Root>
          <Field.Label>{texts.editName.name}</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        </Field.Root>
      </Stack>
    </RoomDialog>
  );
};

/** invite ('Invite User'): the meeting's link to pass on. */
export const InviteDialog = ({
  link,
  onCopy,
  onClose,
}: {
  link: string;
  onCopy: () => void;
  onClose: () => void;
}) => (
  <RoomDialog
    testId="invite"
    title={texts.invite.title}
    onClose={onClose}
    footer={
      <>
        <Button size="sm" variant="outline" onClick={onClose}>
          {texts.invite.close}
        </Button>
        <Button size="sm" onClick={onCopy}>
          {texts.invite.copy}
        </Button>
      </>
    }
  >
    <Text>{texts.invite.body}</Text>
    <Text wordBreak="break-all" data-testid="invite-link">
      {link}
    </Text>
  </RoomDialog>
);
