import {
  BRAND_NAME,
  meetingScreenTexts,
  messages,
  THANK_YOU_MOBILE_REDIRECT_MS,
  THANK_YOU_REDIRECT_MS,
} from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { act, render, screen } from '@testing-library/react';
import { ClockProvider } from '../common/viewer-clock';
import { fixedClock } from '../test-support/fake-gateway';
import { ThankYouPage } from './thank-you-page';

const show = (mobile: boolean) => {
  const navigate = jest.fn();
  render(
    <UiProvider>
      <ClockProvider clock={fixedClock('2026-03-10T14:05:00')}>
        <ThankYouPage navigate={navigate} mobile={mobile} />
      </ClockProvider>
    </UiProvider>,
  );
  return navigate;
};

describe('thank-you page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('thanks, shows the footer, and goes home after 4 s on a desktop (no Go to Home button)', () => {
    const navigate = show(false);
    expect(screen.getByRole('heading').textContent).toBe(messages.thankYou);
    expect(screen.getByText(meetingScreenTexts.thankYou.privacyTerms)).toBeTruthy();
    expect(screen.getByText(meetingScreenTexts.thankYou.help)).toBeTruthy();
    expect(screen.getByText(meetingScreenTexts.thankYou.allRightsReserved(2026, BRAND_NAME))).toBeTruthy();
    expect(screen.queryByTestId('go-home')).toBeNull();
    act(() => jest.advanceTimersByTime(THANK_YOU_REDIRECT_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('goes home after 2 s on a phone and offers Go to Home', () => {
    const navigate = show(true);
    expect(screen.getByTestId('go-home').textContent).toBe(meetingScreenTexts.entry.goHome);
    act(() => jest.advanceTimersByTime(THANK_YOU_MOBILE_REDIRECT_MS));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
