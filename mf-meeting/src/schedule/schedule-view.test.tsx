import type { ScheduleTarget, ScheduleViewProps } from '@canstring/client';
import { confirmTexts, meetingMessages, meetingScreenTexts, type StoredSession } from '@canstring/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeHandler, fakeGateway, fixedClock, renderWithGateway } from '../test-support/fake-gateway';
import { headerButtonsFor } from './header-buttons';
import { ScheduleView } from './schedule-view';

const texts = meetingScreenTexts.schedule;
const clock = fixedClock('2026-03-10T14:05:00', 'Asia/Kolkata');

const sessionOf = (role: number): StoredSession => ({
  token: 'token-1',
  user_id: 5,
  user_role: role,
  email_id: 'ada@example.org',
  device: 'web',
  userDetail: {
    first_name: 'Ada',
    last_name: null,
    user_id: 5,
    user_role: role,
    email_id: 'ada@example.org',
  },
});

const item = (id: string, endAt: string, ended = false) => ({
  __typename: 'MeetingListItem',
  meeting: {
    __typename: 'Meeting',
    id,
    alias: `alias${id}`,
    meetingNumber: '12345678901',
    title: `Meeting ${id}`,
    organizerUserId: '5',
    organizerFirstName: 'Ada',
    organizerLastName: null,
    seatType: 'conference',
    isRecurring: false,
    zone: 'Asia/Kolkata',
    startAt: '2026-03-10T08:00:00.000Z',
    endAt,
  },
  startDisplay: 'Mar 10 2026, 13:30',
  endDisplay: 'Mar 10 2026, 16:00',
  meetingTypeLabel: meetingMessages.oneTimeMeeting,
  ended,
  canJoin: !ended,
  canStart: !ended,
  canCopyLink: !ended,
  canDelete: true,
});

/** An end still ahead of the fixed clock. */
const later = new Date('2026-03-10T16:00:00').toISOString();

const group: ScheduleTarget = { kind: 'group', groupId: '4', name: 'Class 7B' };

const show = (role: number, meetings: ReturnType<typeof item>[], target: ScheduleTarget = group) => {
  const answers: Record<string, FakeHandler> = {};
  answers.ScheduleMeetings = () => ({
    data: { meetings: { __typename: 'MeetingPage', meetings, total: meetings.length } },
  });
  answers.DeleteMeeting = () => ({ data: { deleteMeeting: true } });
  const gateway = fakeGateway(answers);
  const navigate = jest.fn();
  const props = {
    session: sessionOf(role),
    apolloClient: gateway.client,
    navigate,
    basePath: '',
    pathname: '/',
    onSignOut: () => undefined,
    loadView: () => Promise.reject(new Error('none')),
    target,
    onShowChat: jest.fn(),
    onShowMembers: jest.fn(),
  } as ScheduleViewProps;
  renderWithGateway(gateway.client, clock, <ScheduleView {...props} />);
  return { gateway, navigate, props };
};

const rowOf = async (alias: string) =>
  (await screen.findAllByTestId('meeting-row')).find((row) => row.dataset.alias === alias)!;
const button = (row: HTMLElement, name: string) =>
  within(row).getByRole('button', { name }) as HTMLButtonElement;

describe('schedule list', () => {
  it('says No Sessions Found ! when there are none, and asks with the viewer zone and target', async () => {
    const { gateway } = show(2, []);
    expect((await screen.findByTestId('no-sessions')).textContent).toBe(meetingMessages.noSessionsFound);
    expect(gateway.sent[0]?.variables).toMatchObject({ with: { groupId: '4' }, zone: 'Asia/Kolkata' });
  });

  it('disables join and copy once the end has passed by the viewer clock, even before the server says so', async () => {
    show(2, [item('1', later), item('2', new Date('2026-03-10T14:00:00').toISOString())]);
    const open = await rowOf('alias1');
    expect(open.textContent).toContain(meetingMessages.statusOffline);
    expect(open.textContent).toContain(meetingMessages.oneTimeMeeting);
    expect(button(open, texts.joinMeeting).disabled).toBe(false);
    expect(button(open, texts.copyLink).disabled).toBe(false);
    const past = await rowOf('alias2');
    expect(button(past, texts.joinMeeting).disabled).toBe(true);
    expect(button(past, texts.copyLink).disabled).toBe(true);
    expect(within(past).queryByRole('button', { name: texts.deleteMeeting })).toBeNull();
  });

  it('gives hosts Start Meeting (a new window on the host page) and Delete meeting', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { gateway } = show(1, [item('1', later), item('3', '2026-03-10T07:00:00.000Z', true)]);
    const row = await rowOf('alias1');
    expect(within(row).queryByRole('button', { name: texts.joinMeeting })).toBeNull();
    fireEvent.click(button(row, texts.startMeeting));
    expect(opened).toHaveBeenCalledWith('/host/alias1/Ada', '_blank', 'noopener');
    expect(button(await rowOf('alias3'), texts.startMeeting).disabled).toBe(true);
    fireEvent.click(button(row, texts.deleteMeeting));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(confirmTexts.deleteMeeting.message('Meeting 1'));
    fireEvent.click(within(confirm).getByRole('button', { name: confirmTexts.deleteMeeting.confirm }));
    expect(await screen.findByText(meetingMessages.meetingDeleted)).toBeTruthy();
    await waitFor(() => expect(gateway.names().filter((name) => name === 'ScheduleMeetings').length).toBe(2));
    expect(gateway.sent.find((sent) => sent.name === 'DeleteMeeting')?.variables).toEqual({ id: '1' });
    opened.mockRestore();
  });

  it('asks before deleting a meeting, and Cancel deletes nothing', async () => {
    const { gateway } = show(1, [item('1', later)]);
    fireEvent.click(button(await rowOf('alias1'), texts.deleteMeeting));
    const confirm = await screen.findByRole('alertdialog');
    expect(gateway.names()).not.toContain('DeleteMeeting');
    fireEvent.click(within(confirm).getByRole('button', { name: confirmTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.names()).not.toContain('DeleteMeeting');
    expect(await rowOf('alias1')).toBeTruthy();
  });

  it('sends members to the join page with their first name', async () => {
    const { navigate } = show(2, [item('1', later)]);
    fireEvent.click(button(await rowOf('alias1'), texts.joinMeeting));
    expect(navigate).toHaveBeenCalledWith('/join/alias1/Ada');
  });

  it('shows header buttons by role: Create Meeting and Recordings for hosts, members icon for groups', async () => {
    const { props } = show(2, []);
    await screen.findByTestId('no-sessions');
    expect(screen.queryByRole('button', { name: texts.createMeeting })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.recordings })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.chat }));
    expect(props.onShowChat).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: texts.groupMembers }));
    expect(props.onShowMembers).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: texts.classView }));
    expect(props.navigate).toHaveBeenCalledWith('/lessons?class=4');
  });
});

describe('header buttons', () => {
  const user = (phone: string | null): ScheduleTarget => ({ kind: 'user', userId: '7', name: 'Bea', phone });

  it('offers Phone Call only for a user with an 11+ digit phone, not on mobile, not for groups', () => {
    const of = (target: ScheduleTarget, mobile = false) =>
      headerButtonsFor({ target, isHost: false, mobile, canShowMembers: true }).phoneCall;
    expect(of(user('+1 416 555 0100'))).toBe(true);
    expect(of(user('416 555 010'))).toBe(false);
    expect(of(user(null))).toBe(false);
    expect(of(user('+1 416 555 0100'), true)).toBe(false);
    expect(of(group)).toBe(false);
  });

  it('gives hosts Create Meeting and Recordings and groups the members icon', () => {
    expect(headerButtonsFor({ target: group, isHost: true, mobile: false, canShowMembers: true })).toEqual({
      phoneCall: false,
      createMeeting: true,
      recordings: true,
      chat: true,
      classView: true,
      members: true,
    });
    expect(
      headerButtonsFor({ target: user(null), isHost: false, mobile: false, canShowMembers: true }).members,
    ).toBe(false);
  });
});
