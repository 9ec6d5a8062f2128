import { chatScreenTexts } from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { render, screen, within } from '@testing-library/react';
import type { ChatMessage } from '../graphql/types';
import { MessageList } from './message-list';

const message = (id: number, createdAt: Date, senderId: string, senderFirstName: string): ChatMessage => ({
  id: String(id),
  chatType: 'group',
  toUserId: null,
  groupId: '7',
  senderId,
  senderFirstName,
  senderLastName: senderId === '2' ? 'Lee' : null,
  text: `text ${id}`,
  uniqueRefId: `r${id}`,
  createdAt: createdAt.toISOString(),
});

describe('MessageList', () => {
  it('shows day headings, then sender, time and text of each message', () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 9, 5);
    const older = new Date(2025, 0, 15, 14, 30);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 1);
    render(
      <UiProvider>
        <MessageList
          messages={[
            message(1, older, '2', 'Bea'),
            message(2, yesterday, '1', 'Ada'),
            message(3, yesterday, '2', 'Bea'),
            message(4, today, '2', 'Bea'),
          ]}
          me="1"
          settled
          hasOlder={false}
          loadingOlder={false}
          onLoadOlder={() => undefined}
        />
      </UiProvider>,
    );
    expect(screen.getAllByTestId('day-heading').map((h) => h.textContent)).toEqual([
      'Jan 15 2025',
      chatScreenTexts.yesterday,
      chatScreenTexts.today,
    ]);
    const rendered = screen.getAllByTestId('message');
    expect(rendered.map((m) => m.getAttribute('data-message-id'))).toEqual(['1', '2', '3', '4']);
    const first = within(rendered[0]!);
    expect(first.getByTestId('message-sender').textContent).toBe('Bea Lee');
    expect(first.getByTestId('message-time').textContent).toBe('14:30');
    expect(first.getByTestId('message-text').textContent).toBe('text 1');
    expect(rendered[1]?.getAttribute('data-mine')).toBe('true');
  });

  it('says when a chat has no messages yet', () => {
    render(
      <UiProvider>
        <MessageList
          messages={[]}
          me="1"
          settled
          hasOlder={false}
          loadingOlder={false}
          onLoadOlder={() => undefined}
        />
      </UiProvider>,
    );
    expect(screen.getByText(chatScreenTexts.noMessages)).toBeTruthy();
  });
});
