import { proctoringTexts } from '@canstring/contracts';
import { DialogFrame } from '@canstring/ui';
import { Text } from '@chakra-ui/react';

/** The examiner's message to this candidate, in a popup with a close X (spec 3 §2). */
export const ExaminerMessagePopup = ({
  name,
  message,
  onClose,
}: {
  name: string;
  message: string;
  onClose: () => void;
}) => (
  <DialogFrame
    onClose={onClose}
    testId="examiner-message"
    closeTestId="examiner-message-close"
    size="sm"
    title={`${proctoringTexts.messageFromExaminer}: ${name}`}
  >
    <Text whiteSpace="pre-wrap" data-testid="examiner-message-text">
      {message}
    </Text>
  </DialogFrame>
);
