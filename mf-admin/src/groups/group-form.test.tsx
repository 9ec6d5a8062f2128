import { adminMessages, adminScreenTexts } from '@canstring/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type FakeAnswer,
  fakeGateway,
  quietFieldObserver,
  renderWithGateway,
} from '../test-support/fake-gateway';
import { GroupForm } from './group-form';

const person = (id: string, firstName: string) => ({
  __typename: 'UserSummary',
  id,
  firstName,
  lastName: null,
  email: `${firstName.toLowerCase()}@example.org`,
  role: 2,
  active: true,
});
const group = {
  __typename: 'Group',
  id: '9',
  name: 'Class 7B',
  description: null,
  memberCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const candidates = [person('3', 'Cleo'), person('4', 'Dan'), person('5', 'Eve')];

const page = (users: ReturnType<typeof person>[]): FakeAnswer => ({
  data: { groupNonMembers: { __typename: 'UserSummaryPage', users, total: users.length } },
});

/** The stand-in gateway's answers for one group with one saved member. */
const groupAnswers = {
  AdminGroup: () => ({ data: { group } }),
  AdminGroupMembers: () => ({
    data: {
      groupMembers: {
        __typename: 'GroupMemberPage',
        members: [{ ...person('2', 'Bea'), __typename: 'GroupMember', isGroupAdmin: false }],
        total: 1,
      },
    },
  }),
  AdminGroupNonMembers: () => page(candidates),
  UpdateGroup: () => ({ data: { updateGroup: { ...group, memberCount: 2 } } }),
};

const showDetails = () => {
  const gateway = fakeGateway(groupAnswers);
  renderWithGateway(
    gateway.client,
    <GroupForm
      mode="edit"
      groupId="9"
      onCreated={() => undefined}
      onChanged={() => undefined}
      onDeleted={() => undefined}
      onClose={() => undefined}
    />,
  );
  return gateway;
};

const memberRows = () =>
  screen.queryAllByTestId('group-member-row').map((row) => ({
    id: row.getAttribute('data-user-id'),
    pending: row.hasAttribute('data-pending'),
  }));

/** Opens 'Select User', sets the boxes of the users named, and adds them. */
const choose = async (check: Record<string, boolean>) => {
  fireEvent.click(screen.getByRole('button', { name: adminMessages.selectUser }));
  const dialog = await screen.findByTestId('select-user');
  await within(dialog).findAllByTestId('select-user-option');
  for (const [name, checked] of Object.entries(check)) {
    const box = within(dialog).getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
    if (box.checked !== checked) fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(checked));
  }
  fireEvent.click(within(dialog).getByRole('button', { name: adminScreenTexts.add }));
  await waitFor(() => expect(screen.queryByTestId('select-user')).toBeNull());
};

describe('GroupForm', () => {
  quietFieldObserver();

  it('holds the users chosen in Select User, unsaved, until Update sends them all at once', async () => {
    const gateway = showDetails();
    expect(await screen.findByRole('heading', { name: adminMessages.groupDetails })).toBeTruthy();
    await waitFor(() => expect(memberRows()).toEqual([{ id: '2', pending: false }]));

    await choose({ Cleo: true, Dan: true });
    expect(memberRows()).toEqual([
      { id: '2', pending: false },
      { id: '3', pending: true },
      { id: '4', pending: true },
    ]);
    // The dialog starts from what is held: Dan is dropped there, Eve added.
    await choose({ Dan: false, Eve: true });
    expect(memberRows().filter((row) => row.pending)).toEqual([
      { id: '3', pending: true },
      { id: '5', pending: true },
    ]);
    // Removing a held user only lets go of the selection.
    const eve = screen.getAllByTestId('group-member-row').find((row) => row.dataset.userId === '5')!;
    fireEvent.click(within(eve).getByRole('button', { name: adminScreenTexts.remove }));
    expect(gateway.names()).not.toContain('UpdateGroup');
    expect(gateway.names()).not.toContain('RemoveGroupMember');

    fireEvent.click(screen.getByRole('button', { name: adminScreenTexts.update }));
    await waitFor(() => expect(gateway.names()).toContain('UpdateGroup'));
    expect(gateway.sent.find((operation) => operation.name === 'UpdateGroup')?.variables).toEqual({
      id: '9',
      input: { name: 'Class 7B', description: null, members: [{ userId: '3', selected: true }] },
    });
    expect(await screen.findByText(adminMessages.groupUpdated)).toBeTruthy();
    // Saved now: nothing is held any more.
    await waitFor(() => expect(memberRows().filter((row) => row.pending)).toEqual([]));
  });

  it("refuses to create a group without members: 'You must add one user!'", async () => {
    const gateway = fakeGateway({});
    renderWithGateway(
      gateway.client,
      <GroupForm
        mode="create"
        onCreated={() => undefined}
        onChanged={() => undefined}
        onDeleted={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: adminMessages.groupCreation })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(new RegExp(`^${adminScreenTexts.fields.groupName}`)), {
      target: { value: 'Class 8A' },
    });
    fireEvent.click(screen.getByRole('button', { name: adminScreenTexts.create }));
    expect((await screen.findByTestId('group-members-error')).textContent).toBe(adminMessages.mustAddOneUser);
    expect(gateway.names()).not.toContain('CreateGroup');
  });
});
