import { meetingMessages, meetingScreenTexts } from '@canstring/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type FakeAnswer,
  fakeGateway,
  fixedClock,
  quietFieldObserver,
  refusal,
  renderWithGateway,
} from '../test-support/fake-gateway';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';

const texts = meetingScreenTexts.form;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');

const scheduled = {
  __typename: 'Meeting',
  id: '31',
  alias: 'ab12cd34',
  meetingNumber: '12345678901',
  title: 'Weekly review',
  organizerUserId: '1',
  organizerFirstName: 'Ada',
  organizerLastName: 'Host',
  seatType: 'conference',
  isRecurring: true,
  zone: 'America/Toronto',
  startAt: '2026-03-10T20:00:00.000Z',
  endAt: '2026-03-10T20:30:00.000Z',
};

const show = (answer: () => FakeAnswer = () => ({ data: { scheduleMeeting: scheduled } })) => {
  const gateway = fakeGateway({ ScheduleMeeting: answer });
  const onScheduled = jest.fn();
  renderWithGateway(
    gateway.client,
    clock,
    <ScheduleMeetingDialog target={{ groupId: '4' }} onClose={() => undefined} onScheduled={onScheduled} />,
  );
  return { gateway, onScheduled };
};

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('Schedule a Meeting modal', () => {
  quietFieldObserver();

  it('offers one-to-one and conference (webinar hidden) and shows Start Meeting Now for one-time', async () => {
    show();
    const seats = within(field(texts.meetingSeat))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(seats).toEqual([texts.seats.onetoone, texts.seats.conference]);
    expect(field(texts.meetingSeat).value).toBe('conference');
    expect(screen.getByTestId('start-meeting-now').textContent).toBe(meetingMessages.startMeetingNow);
    expect(screen.queryByLabelText(texts.startTime, { exact: false })).toBeNull();
  });

  it('shows bounded start and end pickers for recurring, and moves the end with the start', async () => {
    show();
    fireEvent.change(field(texts.meetingType), { target: { value: 'true' } });
    const start = field(texts.startTime);
    expect(start.min).toBe('2026-03-10T14:05');
    expect(start.max).toBe('2026-03-10T23:59');
    expect(field(texts.endTime).value).toBe('2026-03-10T14:35');
    fireEvent.change(start, { target: { value: '2026-03-10T16:00' } });
    expect(field(texts.endTime).value).toBe('2026-03-10T16:30');
    expect(field(texts.endTime).min).toBe('2026-03-10T16:00');
    expect(screen.queryByTestId('start-meeting-now')).toBeNull();
  });

  it('sends the meeting and shows the confirmation with title, organizer, ID and link', async () => {
    const { gateway, onScheduled } = show();
    fireEvent.change(field(texts.meetingTitle), { target: { value: 'Weekly review' } });
    fireEvent.change(field(texts.meetingId), { target: { value: '12345678901' } });
    fireEvent.change(field(texts.meetingType), { target: { value: 'true' } });
    fireEvent.change(field(texts.startTime), { target: { value: '2026-03-10T16:00' } });
    fireEvent.click(screen.getByRole('button', { name: texts.schedule }));
    const confirmation = await screen.findByTestId('meeting-scheduled');
    expect(confirmation.textContent).toContain(meetingMessages.meetingScheduled);
    expect(confirmation.textContent).toContain('Ada Host');
    expect(confirmation.textContent).toContain('12345678901');
    expect(confirmation.textContent).toContain('/join/ab12cd34');
    expect(gateway.sent[0]?.variables.input).toEqual({
      title: 'Weekly review',
      meetingNumber: '12345678901',
      seatType: 'conference',
      isRecurring: true,
      startAt: new Date('2026-03-10T16:00').toISOString(),
      endAt: new Date('2026-03-10T16:30').toISOString(),
      zone: 'America/Toronto',
      target: { groupId: '4' },
    });
    expect(onScheduled).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: texts.copyMeetingInfo })).toBeTruthy();
  });

  it('sends nothing while a rule fails and shows the rule under its field', async () => {
    const { gateway } = show();
    fireEvent.click(screen.getByRole('button', { name: texts.schedule }));
    expect(await screen.findByText(meetingMessages.titleRequired)).toBeTruthy();
    expect(gateway.sent).toHaveLength(0);
  });

  it('shows the server refusal under the field it names', async () => {
    show(() => refusal('Bad input', 'BAD_INPUT', { 'input.title': 'Title taken by the server' }));
    fireEvent.change(field(texts.meetingTitle), { target: { value: 'Weekly review' } });
    fireEvent.click(screen.getByRole('button', { name: texts.schedule }));
    expect(await screen.findByText('Title taken by the server')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('meeting-scheduled')).toBeNull());
  });
});
