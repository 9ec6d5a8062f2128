import { devicePreviewTexts } from '@canstring/contracts';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

const texts = devicePreviewTexts;

/** Turning a camera on asks first (spec 3 §5): the feed goes to everyone in the meeting. */
export const ConfirmCameraDialog = ({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <Dialog.Root open onOpenChange={(details) => !details.open && onCancel()} role="alertdialog">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-testid="confirm-camera">
          <Dialog.Body paddingTop="6">
            <Text>{texts.confirmCamera}</Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button size="sm" variant="outline" onClick={onCancel}>
              {texts.confirmNo}
            </Button>
            <Button size="sm" onClick={onConfirm}>
              {texts.confirmYes}
            </Button>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
