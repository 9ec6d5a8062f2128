import { chatScreenTexts } from '@canstring/contracts';
import { Button, Flex, Input } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { textToSend } from './outgoing-message';

export interface ComposerProps {
  /** Sends one message (optimistically: it shows at once as pending). */
  onSend: (text: string) => void;
  /** Shown before the input (the paperclip). */
  leading?: ReactNode;
}

/**
 * The message input: Enter sends what the input holds as one message and empties it at once, so
 * what is typed next is the next message, whatever the network does; whitespace only is not sent
 * (spec 2 §5).
 */
export const Composer = ({ onSend, leading }: ComposerProps) => {
  const [typed, setTyped] = useState('');

  const send = (value: string) => {
    const text = textToSend(value);
    if (!text) return;
    setTyped('');
    onSend(text);
  };

  return (
    <Flex direction="column" borderTopWidth="1px" padding="2" gap="1">
      <Flex gap="2" align="center">
        {leading}
        <Input
          flex="1"
          size="sm"
          placeholder={chatScreenTexts.typeMessage}
          aria-label={chatScreenTexts.typeMessage}
          data-testid="message-input"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              // What the input holds now, not what the last render saw.
              send(event.currentTarget.value);
            }
          }}
        />
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!textToSend(typed)}
          data-testid="message-send"
          onClick={() => send(typed)}
        >
          {chatScreenTexts.send}
        </Button>
      </Flex>
    </Flex>
  );
};
