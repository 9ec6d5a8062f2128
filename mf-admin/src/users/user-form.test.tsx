import { adminMessages, adminScreenTexts, messages } from '@canstring/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { badInput, fakeGateway, quietFieldObserver, renderWithGateway } from '../test-support/fake-gateway';
import { UserForm } from './user-form';

const labels = adminScreenTexts.fields;
const roles = [{ roleId: 2, roleName: 'Member' }];
const noGroups = () => ({ data: { groups: { __typename: 'GroupPage', groups: [], total: 0 } } });

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** The error text shown in the field labelled so. */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(new RegExp(`^${label}`)).closest('.chakra-field__root');
  return field
    ? within(field as HTMLElement).queryByText(/./, { selector: '.chakra-field__errorText' })
    : null;
};

const showCreation = (answer: Parameters<typeof fakeGateway>[0][string]) => {
  const gateway = fakeGateway({ AdminGroups: noGroups, CreateUser: answer });
  const created: string[] = [];
  renderWithGateway(
    gateway.client,
    <UserForm
      mode="create"
      roles={roles}
      onCreated={(user) => created.push(user.id)}
      onChanged={() => undefined}
      onDeleted={() => undefined}
      onClose={() => undefined}
    />,
  );
  return { gateway, created };
};

const fillValid = () => {
  type(labels.firstName, 'Ada');
  type(labels.phone, '(201) 555-0123');
  type(labels.email, 'ada@example.org');
  type(labels.password, 'secret');
};

describe('UserForm', () => {
  quietFieldObserver();

  it("is titled 'User Creation' and shows each rule's message on its field; nothing is sent", async () => {
    const { gateway } = showCreation(() => ({ data: {} }));
    expect(screen.getByRole('heading', { name: adminMessages.userCreation })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: adminScreenTexts.create }));
    await waitFor(() => expect(errorOf(labels.firstName)?.textContent).toBe(messages.fieldRequired));
    expect(errorOf(labels.phone)?.textContent).toBe(messages.fieldRequired);
    expect(errorOf(labels.email)?.textContent).toBe(messages.fieldRequired);
    expect(errorOf(labels.password)?.textContent).toBe(messages.fieldRequired);

    type(labels.phone, '12345');
    type(labels.email, 'not-an-email');
    type(labels.password, 'abcd');
    expect(errorOf(labels.phone)?.textContent).toBe(adminMessages.invalidPhone);
    expect(errorOf(labels.email)?.textContent).toBe(messages.invalidEmail);
    expect(errorOf(labels.password)?.textContent).toMatch(/at least 5/);
    expect(gateway.names()).not.toContain('CreateUser');
  });

  it('sends the normalised input and reports the creation', async () => {
    const { gateway, created } = showCreation((variables) => ({
      data: {
        createUser: {
          __typename: 'AdminUser',
          id: '42',
          ...(variables.input as object),
          rollNumber: null,
          active: true,
          createdAt: new Date().toISOString(),
        },
      },
    }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: adminScreenTexts.create }));
    await waitFor(() => expect(created).toEqual(['42']));
    const sent = gateway.sent.find((operation) => operation.name === 'CreateUser');
    expect(sent?.variables.input).toMatchObject({
      firstName: 'Ada',
      role: 2,
      phone: '+12015550123',
      email: 'ada@example.org',
      password: 'secret',
      lastName: null,
      groupIds: [],
    });
    expect(await screen.findByText(adminMessages.userCreated)).toBeTruthy();
  });

  it("puts the server's field errors on their fields and shows its message", async () => {
    showCreation(() => badInput('Some fields are not valid.', { phone: adminMessages.invalidPhone }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: adminScreenTexts.create }));
    await waitFor(() => expect(errorOf(labels.phone)?.textContent).toBe(adminMessages.invalidPhone));
    expect(await screen.findByText('Some fields are not valid.')).toBeTruthy();
    // Changing the field clears the server's verdict on it.
    type(labels.phone, '(201) 555-0124');
    expect(errorOf(labels.phone)).toBeNull();
  });

  it("shows 'Email ID already exists.' when the server answers CONFLICT", async () => {
    showCreation(() => ({
      errors: [{ message: messages.emailExists, extensions: { code: 'CONFLICT' } }],
    }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: adminScreenTexts.create }));
    expect(await screen.findByText(messages.emailExists)).toBeTruthy();
  });
});
