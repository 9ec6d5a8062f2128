import { ENCRYPTION_BANNER_MS, liveRoomTexts } from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { act, render, screen } from '@testing-library/react';
import { EncryptionNotice } from './encryption-notice';

const renderNotice = (live: boolean) =>
  render(
    <UiProvider>
      <EncryptionNotice live={live} />
    </UiProvider>,
  );

describe('the room’s encryption notice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says what is encrypted once the room is live (to the media server, not end to end), then hides after 10 s', () => {
    const { rerender } = renderNotice(false);
    expect(screen.queryByTestId('encryption-notice')).toBeNull();
    rerender(
      <UiProvider>
        <EncryptionNotice live />
      </UiProvider>,
    );
    const notice = screen.getByTestId('encryption-notice');
    expect(notice.textContent).toBe(liveRoomTexts.encryption.toServer);
    // The spec's end-to-end banner would be false here: the media server decrypts to forward.
    expect(notice.textContent).not.toContain(liveRoomTexts.encryption.endToEnd);
    act(() => jest.advanceTimersByTime(ENCRYPTION_BANNER_MS - 1));
    expect(screen.queryByTestId('encryption-notice')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('encryption-notice')).toBeNull();
  });
});
