import { messages } from '@canstring/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignInForm } from './sign-in-form';

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('SignInForm', () => {
  it('keeps Sign In disabled until both fields are filled and valid', () => {
    render(<SignInForm onSubmit={async () => undefined} />);
    const button = screen.getByRole('button', { name: messages.signIn }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    type('Email', 'ann@example.org');
    expect(button.disabled).toBe(true);
    type('Password', 'secret');
    expect(button.disabled).toBe(false);
    type('Email', 'not-an-email');
    expect(button.disabled).toBe(true);
    expect(screen.getByText(messages.invalidEmail)).toBeTruthy();
  });

  it("says 'This field is requered' for a field left empty", () => {
    render(<SignInForm onSubmit={async () => undefined} />);
    type('Email', '');
    type('Password', '');
    expect(screen.getAllByText(messages.fieldRequired)).toHaveLength(2);
  });

  it('submits the email and password', async () => {
    const submitted: unknown[] = [];
    render(
      <SignInForm
        onSubmit={async (values) => {
          submitted.push(values);
        }}
      />,
    );
    type('Email', 'ann@example.org');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: messages.signIn }));
    await waitFor(() => expect(submitted).toEqual([{ email: 'ann@example.org', password: 'secret' }]));
  });
});
