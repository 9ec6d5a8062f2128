import {
  meetingMessages,
  meetingScreenTexts,
  roomMessages,
  roomScreenTexts,
  type StoredSession,
} from '@canstring/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type FakeHandler,
  fakeGateway,
  fixedClock,
  quietFieldObserver,
  refusal,
  renderWithGateway,
} from '../test-support/fake-gateway';
import { weeklyReview } from '../test-support/weekly-review';
import { HostPage, JoinPage } from './entry-pages';
import { entryRouteOf } from './entry-route';

const texts = meetingScreenTexts.entry;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');

const entry = { __typename: 'MeetingEntry', ...weeklyReview };

const member: StoredSession = {
  token: 'member-token',
  user_id: 5,
  user_role: 2,
  email_id: 'bea@example.org',
  device: 'web',
  userDetail: { first_name: 'Bea', last_name: null, user_id: 5, user_role: 2, email_id: 'bea@example.org' },
};

/** The door of an open meeting: its title, neither locked nor keeping the caller out. */
const open: FakeHandler = () => ({
  data: { roomDoor: { title: 'Weekly review', locked: false, removed: false } },
});

const doorAnswering = (door: ReturnType<FakeHandler>): Record<string, FakeHandler> => {
  const answers: Record<string, FakeHandler> = {};
  answers.RoomDoor = () => door;
  return answers;
};

const show = (
  answers: Record<string, FakeHandler>,
  page: 'join' | 'host',
  session: StoredSession | null,
  name?: string,
) => {
  const gateway = fakeGateway(answers);
  const navigate = jest.fn();
  renderWithGateway(
    gateway.client,
    clock,
    page === 'host' ? (
      <HostPage alias="ab12cd34" navigate={navigate} />
    ) : (
      <JoinPage alias="ab12cd34" name={name} session={session} navigate={navigate} />
    ),
  );
  return { gateway, navigate };
};

describe('entry routes', () => {
  it('reads join, host and thank-you paths', () => {
    expect(entryRouteOf('/join/ab12cd34')).toEqual({ kind: 'join', alias: 'ab12cd34' });
    expect(entryRouteOf('/join/ab12cd34/Bea')).toEqual({ kind: 'join', alias: 'ab12cd34', name: 'Bea' });
    expect(entryRouteOf('/join/ab12cd34/Bea/77')).toEqual({ kind: 'join', alias: 'ab12cd34', name: 'Bea' });
    expect(entryRouteOf('/host/ab12cd34/Ada')).toEqual({ kind: 'host', alias: 'ab12cd34', name: 'Ada' });
    expect(entryRouteOf('/Thankyou')).toEqual({ kind: 'thankyou' });
    expect(entryRouteOf('/record')).toEqual({ kind: 'other' });
  });
});

describe('entering a meeting', () => {
  quietFieldObserver();
  beforeEach(() => sessionStorage.clear());

  it('lets a member in after the server checked the link with the viewer date and zone', async () => {
    const answers: Record<string, FakeHandler> = {};
    answers.MeetingEntry = () => ({ data: { meetingEntry: entry } });
    const { gateway, navigate } = show(answers, 'join', member, 'Bea');
    // The device preview comes first (jsdom has no camera or mic: it says so); Continue enters.
    fireEvent.click(await screen.findByTestId('preview-continue'));
    expect((await screen.findByTestId('meeting-title')).textContent).toBe('Weekly review');
    expect(gateway.sent[0]?.variables).toEqual({
      alias: 'ab12cd34',
      currentDate: new Date('2026-03-10T14:05:00').toISOString(),
      zone: 'America/Toronto',
    });
    fireEvent.click(screen.getByTestId('toolbar-leave'));
    const confirm = await screen.findByTestId('confirm-leave');
    fireEvent.click(within(confirm).getByRole('button', { name: roomScreenTexts.confirmLeave.leave }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thankyou'));
  });

  it("shows the server's refusal of an ended meeting with a way home", async () => {
    const answers: Record<string, FakeHandler> = {};
    answers.MeetingEntry = () => refusal(meetingMessages.meetingEnded, 'BAD_INPUT');
    const { navigate } = show(answers, 'join', member, 'Bea');
    expect((await screen.findByTestId('entry-refused')).textContent).toContain(meetingMessages.meetingEnded);
    fireEvent.click(screen.getByRole('button', { name: texts.goHome }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('shows Not authorized to enter host page when the server refuses the host page', async () => {
    const answers: Record<string, FakeHandler> = {};
    answers.HostEntry = () => refusal(meetingMessages.notAuthorizedHostPage, 'FORBIDDEN');
    show(answers, 'host', member);
    expect((await screen.findByTestId('entry-refused')).textContent).toContain(
      meetingMessages.notAuthorizedHostPage,
    );
  });

  it('asks a guest for name and phone (Canada by default), then enters with the pass', async () => {
    const pass = {
      __typename: 'GuestPass',
      token: 'guest-token',
      expiresAt: '2026-03-11T02:00:00.000Z',
      guestId: 'g1',
      name: 'Cleo',
      entry,
    };
    const answers: Record<string, FakeHandler> = {};
    answers.RoomDoor = open;
    answers.JoinMeetingAsGuest = () => ({ data: { joinMeetingAsGuest: pass } });
    const { gateway } = show(answers, 'join', null);
    await screen.findByTestId('enter-name');
    expect(screen.getByTestId('enter-name-meeting').textContent).toBe(texts.meetingTitle('Weekly review'));
    fireEvent.click(screen.getByRole('button', { name: texts.join }));
    expect(await screen.findByText(texts.nameRequired)).toBeTruthy();
    expect(screen.getByText(texts.phoneInvalid)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${texts.name}`) }), {
      target: { value: ' Cleo ' },
    });
    fireEvent.change(screen.getByLabelText(texts.phone, { exact: false }), {
      target: { value: '(416) 555-0123' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.join }));
    fireEvent.click(await screen.findByTestId('preview-continue'));
    expect((await screen.findByTestId('meeting-screen')).dataset.role).toBe('guest');
    expect(gateway.sent.find((s) => s.name === 'JoinMeetingAsGuest')?.variables).toMatchObject({
      alias: 'ab12cd34',
      name: 'Cleo',
      phone: '+14165550123',
    });
    expect(JSON.parse(sessionStorage.getItem('canstring.guestPass.ab12cd34')!).token).toBe('guest-token');
  });

  it('re-enters a guest with the kept pass, carrying its token', async () => {
    sessionStorage.setItem(
      'canstring.guestPass.ab12cd34',
      JSON.stringify({
        token: 'guest-token',
        expiresAt: '2026-03-11T02:00:00.000Z',
        guestId: 'g1',
        name: 'Cleo',
        entry,
      }),
    );
    const answers: Record<string, FakeHandler> = {};
    answers.MeetingEntry = () => ({ data: { meetingEntry: entry } });
    const { gateway } = show(answers, 'join', null);
    fireEvent.click(await screen.findByTestId('preview-continue'));
    await screen.findByTestId('meeting-screen');
    expect(gateway.sent[0]?.authorization).toBe('Bearer guest-token');
  });

  it('sends a guest who closes the name popup to the thank-you page', async () => {
    const { navigate } = show({ RoomDoor: open }, 'join', null);
    fireEvent.click(await screen.findByTestId('enter-name-close'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thankyou'));
  });

  it.each([
    ['unknown', refusal(meetingMessages.meetingNotFound, 'NOT_FOUND'), meetingMessages.meetingNotFound],
    ['ended', refusal(meetingMessages.meetingEnded, 'BAD_INPUT'), meetingMessages.meetingEnded],
    [
      'locked',
      { data: { roomDoor: { title: 'Weekly review', locked: true, removed: false } } },
      roomMessages.meetingLocked,
    ],
  ])(
    'tells a visitor at the link of a meeting %s before asking for name and phone',
    async (_, door, said) => {
      const { gateway, navigate } = show(doorAnswering(door), 'join', null);
      expect((await screen.findByTestId('entry-refused')).textContent).toContain(said);
      expect(screen.queryByTestId('enter-name')).toBeNull();
      expect(gateway.sent.map((s) => s.name)).toEqual(['RoomDoor']);
      fireEvent.click(screen.getByRole('button', { name: texts.goHome }));
      expect(navigate).toHaveBeenCalledWith('/');
    },
  );

  it("sends a visitor on a member's link (no public flag) to the landing page", async () => {
    const { navigate } = show({}, 'join', null, 'Bea');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});
