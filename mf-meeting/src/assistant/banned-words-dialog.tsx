import { assistantTexts } from '@canstring/contracts';
import { DialogFrame } from '@canstring/ui';
import { Button, Text } from '@chakra-ui/react';

/** Spec 3 §8: banned words detected — a modal naming the words, saying the system will report it. */
export const BannedWordsDialog = ({ words, onClose }: { words: string[]; onClose: () => void }) => (
  <DialogFrame
    open={words.length > 0}
    onClose={onClose}
    testId="banned-words-dialog"
    alert
    title={assistantTexts.bannedTitle}
    footer={
      <Button onClick={onClose} data-testid="banned-words-close">
        {assistantTexts.close}
      </Button>
    }
  >
    <Text data-testid="banned-words">{assistantTexts.bannedBody(words)}</Text>
  </DialogFrame>
);
