import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { ChatItem, Presence } from '../graphql/types';
import { ChatEventsContext, createChatEventHub } from '../live/chat-events';
import { useChatPresence } from './use-chat-presence';

const bea: ChatItem = {
  chatId: 'c2',
  chatType: 'user',
  userId: '2',
  groupId: null,
  fullName: 'Bea',
  phone: null,
  lastMessage: null,
  lastMessageAt: null,
  presence: { userId: '2', online: false, lastSeen: null },
};
const online: Presence = { userId: '2', online: true, lastSeen: null };

const Shown = ({ chat }: { chat: ChatItem }) => {
  const presence = useChatPresence(chat);
  return <p data-testid="presence">{presence?.online ? 'online' : 'offline'}</p>;
};

/** Pushes a presence change from its effect: after the chat's first render, before its listener. */
const PushOnMount = ({ push }: { push: () => void }) => {
  useEffect(push, [push]);
  return null;
};

const shown = (hub: ReturnType<typeof createChatEventHub>, before?: () => void) =>
  render(
    <ChatEventsContext.Provider value={{ on: hub.on, presenceOf: hub.presenceOf }}>
      {before && <PushOnMount push={before} />}
      <Shown chat={bea} />
    </ChatEventsContext.Provider>,
  );

describe("a one-to-one chat's presence", () => {
  it('shows the presence as read, then each pushed change', () => {
    const hub = createChatEventHub();
    shown(hub);
    expect(screen.getByTestId('presence').textContent).toBe('offline');
    act(() => hub.emit('presence', online));
    expect(screen.getByTestId('presence').textContent).toBe('online');
  });

  it('takes a change pushed before the chat was shown', () => {
    const hub = createChatEventHub();
    hub.emit('presence', online);
    shown(hub);
    expect(screen.getByTestId('presence').textContent).toBe('online');
  });

  it('does not lose a change pushed between the first render and the listener', () => {
    const hub = createChatEventHub();
    shown(hub, () => hub.emit('presence', online));
    expect(screen.getByTestId('presence').textContent).toBe('online');
  });
});
