import { roomParticipant } from '@canstring/client/room/testing';
import { UiProvider } from '@canstring/ui';
import { render, screen } from '@testing-library/react';
import { ChatTab } from './chat-tab';

const ada = roomParticipant({ userName: 'Ada', isHost: true, public: false });
const bea = roomParticipant({ userName: 'Bea' });

/** A local time of the viewer, as the server's ISO instant. */
const sentAt = (hour: number, minute: number) => new Date(2026, 2, 10, hour, minute).toISOString();

describe('room chat tab', () => {
  it("shows each message's sender and the time it was sent, in the viewer's zone (HH:mm)", () => {
    render(
      <UiProvider>
        <ChatTab
          messages={[
            {
              id: '1',
              fromParticipantId: ada.participantId,
              fromName: 'Ada',
              toParticipantId: null,
              message: 'Welcome',
              sentAt: sentAt(9, 5),
            },
            {
              id: '2',
              fromParticipantId: bea.participantId,
              fromName: 'Bea',
              toParticipantId: ada.participantId,
              message: 'Thanks',
              sentAt: sentAt(14, 37),
            },
          ]}
          participants={[ada, bea]}
          me={bea}
          privateChatDisabled={false}
          send={async () => undefined}
        />
      </UiProvider>,
    );
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((row) => row.querySelector('[data-testid="chat-message-time"]')?.textContent)).toEqual([
      '09:05',
      '14:37',
    ]);
    expect(rows[0]?.textContent).toContain('Ada');
    expect(rows[0]?.textContent).toContain('Welcome');
    expect(rows[1]?.querySelector('time')?.getAttribute('datetime')).toBe(sentAt(14, 37));
  });
});
