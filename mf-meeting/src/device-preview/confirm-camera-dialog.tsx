import { devicePreviewTexts } from '@canstring/contracts';
import { ConfirmDialog } from '@canstring/ui';
import { Text } from '@chakra-ui/react';

const texts = devicePreviewTexts;

/** Turning a camera on asks first (spec 3 §5): the feed goes to everyone in the meeting. */
export const ConfirmCameraDialog = ({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <ConfirmDialog
    testId="confirm-camera"
    message={<Text>{texts.confirmCamera}</Text>}
    cancelLabel={texts.confirmNo}
    confirmLabel={texts.confirmYes}
    buttonSize="sm"
    onCancel={onCancel}
    onConfirm={onConfirm}
  />
);
