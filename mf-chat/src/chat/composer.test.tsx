import { chatScreenTexts } from '@canstring/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from '../graphql/types';
import { type FakeAnswer, fakeGateway, renderWithGateway } from '../test-support/fake-gateway';
import { Composer } from './composer';

const stored = (variables: Record<string, unknown>): FakeAnswer => ({
  data: {
    sendChatMessage: {
      __typename: 'ChatMessage',
      id: '11',
      chatType: 'user',
      toUserId: '2',
      groupId: null,
      senderId: '1',
      senderFirstName: 'Ada',
      senderLastName: null,
      text: variables.text,
      uniqueRefId: variables.uniqueRefId,
      createdAt: new Date().toISOString(),
    },
  },
});
const unavailable: FakeAnswer = {
  errors: [{ message: 'The chat service is not answering.', extensions: { code: 'UNAVAILABLE' } }],
};

const show = (answers: FakeAnswer[] | ((variables: Record<string, unknown>) => FakeAnswer)) => {
  const answer = (variables: Record<string, unknown>) =>
    typeof answers === 'function' ? answers(variables) : (answers.shift() ?? stored(variables));
  const gateway = fakeGateway({ SendChatMessage: answer });
  const sentMessages: ChatMessage[] = [];
  renderWithGateway(
    gateway.client,
    <Composer target={{ kind: 'user', id: '2' }} onSent={(message) => sentMessages.push(message)} />,
  );
  const input = screen.getByLabelText(chatScreenTexts.typeMessage) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const enter = () => fireEvent.keyDown(input, { key: 'Enter' });
  return { gateway, sentMessages, input, type, enter };
};

describe('Composer', () => {
  it('sends the trimmed text on Enter and empties the input', async () => {
    const { gateway, sentMessages, input, type, enter } = show(stored);
    type('  hello Bea  ');
    enter();
    await waitFor(() => expect(sentMessages).toHaveLength(1));
    expect(gateway.of('SendChatMessage')[0]?.variables).toMatchObject({
      to: { userId: '2' },
      text: 'hello Bea',
    });
    expect(sentMessages[0]?.text).toBe('hello Bea');
    expect(input.value).toBe('');
  });

  it('sends nothing for whitespace only, and Shift+Enter does not send', async () => {
    const { gateway, type, enter, input } = show(stored);
    type('   \t ');
    enter();
    expect((screen.getByTestId('message-send') as HTMLButtonElement).disabled).toBe(true);
    type('not yet');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.of('SendChatMessage')).toHaveLength(0);
  });

  it('keeps the text after a failed send and retries it with the same uniqueRefId', async () => {
    const { gateway, sentMessages, input, type, enter } = show([unavailable]);
    type('are you there?');
    enter();
    expect(await screen.findByTestId('send-failed')).toBeTruthy();
    expect(input.value).toBe('are you there?');
    enter();
    await waitFor(() => expect(sentMessages).toHaveLength(1));
    const [first, retry] = gateway.of('SendChatMessage');
    expect(retry?.variables.uniqueRefId).toBe(first?.variables.uniqueRefId);
    expect(screen.queryByTestId('send-failed')).toBeNull();

    // The next message is another one.
    type('second');
    enter();
    await waitFor(() => expect(sentMessages).toHaveLength(2));
    expect(gateway.of('SendChatMessage')[2]?.variables.uniqueRefId).not.toBe(first?.variables.uniqueRefId);
  });

  it('gives an edited text a new uniqueRefId after a failure', async () => {
    const { gateway, sentMessages, type, enter } = show([unavailable]);
    type('helo');
    enter();
    expect(await screen.findByTestId('send-failed')).toBeTruthy();
    type('hello');
    enter();
    await waitFor(() => expect(sentMessages).toHaveLength(1));
    const [first, second] = gateway.of('SendChatMessage');
    expect(second?.variables.uniqueRefId).not.toBe(first?.variables.uniqueRefId);
  });
});
