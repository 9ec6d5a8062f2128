import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from '@apollo/client/utilities';
import { chatScreenTexts } from '@canstring/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ChatMessage } from '../graphql/types';
import { renderWithGateway } from '../test-support/fake-gateway';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { stillOutgoing, useOutbox } from './outbox';

interface HeldSend {
  text: string;
  uniqueRefId: string;
  /** Answers it: stored, or refused as the gateway words an outage. */
  answer: (stored: boolean) => void;
}

/** A gateway whose answers to sends wait until the test gives them, as a slow network would. */
const slowGateway = () => {
  const held: HeldSend[] = [];
  let nextId = 100;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { text, uniqueRefId } = operation.variables as { text: string; uniqueRefId: string };
        held.push({
          text,
          uniqueRefId,
          answer: (stored) => {
            observer.next(
              stored
                ? {
                    data: {
                      sendChatMessage: {
                        __typename: 'ChatMessage',
                        id: String(nextId++),
                        chatType: 'user',
                        toUserId: '2',
                        groupId: null,
                        senderId: '1',
                        senderFirstName: 'Ada',
                        senderLastName: null,
                        text,
                        uniqueRefId,
                        createdAt: new Date().toISOString(),
                      },
                    },
                  }
                : {
                    errors: [
                      { message: 'The chat service is not answering.', extensions: { code: 'UNAVAILABLE' } },
                    ],
                  },
            );
            observer.complete();
          },
        });
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), held };
};

const Chat = () => {
  const [stored, setStored] = useState<ChatMessage[]>([]);
  const outbox = useOutbox({ kind: 'user', id: '2' }, (message) => setStored((all) => [...all, message]));
  return (
    <>
      <MessageList
        messages={stored}
        me="1"
        settled
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => undefined}
        outgoing={stillOutgoing(outbox.outgoing, stored)}
        myName="Ada"
        onRetry={outbox.retry}
      />
      <Composer onSend={outbox.send} />
    </>
  );
};

const show = () => {
  const gateway = slowGateway();
  renderWithGateway(gateway.client, <Chat />);
  const input = screen.getByLabelText(chatScreenTexts.typeMessage) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const enter = () => fireEvent.keyDown(input, { key: 'Enter' });
  const bubbles = () =>
    screen.queryAllByTestId('message').map((bubble) => ({
      text: within(bubble).getByTestId('message-text').textContent,
      status: bubble.getAttribute('data-status'),
    }));
  const answerNext = async (stored: boolean) => {
    await waitFor(() => expect(gateway.held.length).toBeGreaterThan(0));
    const next = gateway.held.shift()!;
    await act(async () => next.answer(stored));
    return next;
  };
  return { gateway, input, type, enter, bubbles, answerNext };
};

describe('Composer and the outbox', () => {
  it('empties the input at Enter and shows the message pending until it is stored, then sent', async () => {
    const { input, type, enter, bubbles, answerNext } = show();
    type('  hello Bea  ');
    enter();
    expect(input.value).toBe('');
    expect(bubbles()).toEqual([{ text: 'hello Bea', status: 'pending' }]);
    expect(screen.getByTestId('message-pending').textContent).toBe(chatScreenTexts.sending);

    const sent = await answerNext(true);
    expect(sent.text).toBe('hello Bea');
    expect(bubbles()).toEqual([{ text: 'hello Bea', status: 'sent' }]);
  });

  it('keeps what is typed while a message is on its way, and sends each Enter as one message, in order', async () => {
    const { gateway, input, type, enter, bubbles, answerNext } = show();
    type('first');
    enter();
    // Typed while the first is unanswered: it is neither merged into it nor lost.
    type('sec');
    expect(input.value).toBe('sec');
    type('second');
    enter();
    type('third');
    enter();
    expect(input.value).toBe('');
    expect(bubbles().map((b) => b.text)).toEqual(['first', 'second', 'third']);
    expect(bubbles().every((b) => b.status === 'pending')).toBe(true);

    // One at a time, so the chat keeps the order they were typed in.
    await waitFor(() => expect(gateway.held).toHaveLength(1));
    for (const text of ['first', 'second', 'third']) expect((await answerNext(true)).text).toBe(text);
    expect(bubbles()).toEqual([
      { text: 'first', status: 'sent' },
      { text: 'second', status: 'sent' },
      { text: 'third', status: 'sent' },
    ]);
  });

  it('sends 32 messages typed as fast as keys go, each once', async () => {
    const { gateway, type, enter, bubbles } = show();
    for (let i = 1; i <= 32; i++) {
      type(`message ${i}`);
      enter();
    }
    const refs = new Set<string>();
    for (let i = 1; i <= 32; i++) {
      await waitFor(() => expect(gateway.held.length).toBeGreaterThan(0));
      const next = gateway.held.shift()!;
      expect(next.text).toBe(`message ${i}`);
      refs.add(next.uniqueRefId);
      await act(async () => next.answer(true));
    }
    expect(refs.size).toBe(32);
    expect(bubbles()).toHaveLength(32);
    expect(bubbles().every((b) => b.status === 'sent')).toBe(true);
  });

  it('marks a refused send as failed with Retry, which sends it again with the same uniqueRefId', async () => {
    const { type, enter, bubbles, answerNext } = show();
    type('are you there?');
    enter();
    const failed = await answerNext(false);
    expect(bubbles()).toEqual([{ text: 'are you there?', status: 'failed' }]);
    expect(screen.getByTestId('message-failed').textContent).toBe(chatScreenTexts.sendFailed);

    // A message typed after the failure goes out on its own.
    type('hello?');
    enter();
    const next = await answerNext(true);
    expect(next.uniqueRefId).not.toBe(failed.uniqueRefId);

    fireEvent.click(screen.getByTestId('message-retry'));
    expect(bubbles().find((b) => b.text === 'are you there?')?.status).toBe('pending');
    const retried = await answerNext(true);
    expect(retried.uniqueRefId).toBe(failed.uniqueRefId);
    expect(bubbles()).toEqual([
      { text: 'hello?', status: 'sent' },
      { text: 'are you there?', status: 'sent' },
    ]);
  });

  it('sends nothing for whitespace only, and Shift+Enter does not send', () => {
    const { gateway, type, enter, input } = show();
    type('   \t ');
    enter();
    expect((screen.getByTestId('message-send') as HTMLButtonElement).disabled).toBe(true);
    type('not yet');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(gateway.held).toHaveLength(0);
    expect(screen.queryAllByTestId('message')).toHaveLength(0);
  });
});
