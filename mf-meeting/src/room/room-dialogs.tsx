import { roomScreenTexts } from '@canstring/contracts';
import { ConfirmDialog, DialogFrame } from '@canstring/ui';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

const texts = roomScreenTexts;

/** The alert popup ('Message'): a server's refusal or a rule's words. */
export const AlertDialog = ({ message, onClose }: { message: string; onClose: () => void }) => (
  <ConfirmDialog
    testId="room-alert"
    title={texts.alert.title}
    message={<Text data-testid="room-alert-message">{message}</Text>}
    confirmLabel={texts.alert.ok}
    buttonSize="sm"
    onConfirm={onClose}
    onCancel={onClose}
  />
);

/** confirmLeave: Stay Here or Leave. */
export const ConfirmLeaveDialog = ({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) => (
  <ConfirmDialog
    testId="confirm-leave"
    title={texts.confirmLeave.title}
    message={<Text>{texts.confirmLeave.body}</Text>}
    cancelLabel={texts.confirmLeave.stay}
    confirmLabel={texts.confirmLeave.leave}
    danger
    buttonSize="sm"
    onCancel={onStay}
    onConfirm={onLeave}
  />
);

/** Ending the meeting asks first: it disconnects everyone. */
export const ConfirmEndDialog = ({ onCancel, onEnd }: { onCancel: () => void; onEnd: () => void }) => (
  <ConfirmDialog
    testId="confirm-end"
    title={texts.confirmEnd.title}
    message={<Text>{texts.confirmEnd.body}</Text>}
    cancelLabel={texts.confirmEnd.cancel}
    confirmLabel={texts.confirmEnd.end}
    danger
    buttonSize="sm"
    onCancel={onCancel}
    onConfirm={onEnd}
  />
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
    <DialogFrame
      alert
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
    </DialogFrame>
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
  <DialogFrame
    alert
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
  </DialogFrame>
);
