import { messages } from '@canstring/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PinForm } from './pin-form';

const typePin = (value: string) => {
  const input = screen.getByLabelText(messages.verificationPinLabel);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('PinForm', () => {
  it("labels the field 'Verification Pin' and requires it", () => {
    render(<PinForm onSubmit={async () => undefined} onBack={() => undefined} />);
    typePin('');
    expect(screen.getByText(messages.fieldRequired)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('accepts six digits only', () => {
    render(<PinForm onSubmit={async () => undefined} onBack={() => undefined} />);
    for (const wrong of ['12345', '12a456', '1234567']) {
      typePin(wrong);
      expect(screen.getByText(messages.invalidPin)).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    }
    typePin('123456');
    expect(screen.queryByText(messages.invalidPin)).toBeNull();
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('verifies with the PIN typed', async () => {
    const pins: string[] = [];
    render(
      <PinForm
        onSubmit={async (pin) => {
          pins.push(pin);
        }}
        onBack={() => undefined}
      />,
    );
    typePin('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pins).toEqual(['654321']));
  });
});
