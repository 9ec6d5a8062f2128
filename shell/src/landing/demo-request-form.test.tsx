import { messages } from '@canstring/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DemoRequestForm, type DemoRequestValues } from './demo-request-form';

// The message ends in a space (the spec's wording): compare it untrimmed.
const exactly = { normalizer: (text: string) => text };

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const fillValid = () => {
  type('Name', 'Ann Lee');
  type('Job title', 'Teacher');
  type('Work email', 'ann@school.org');
  type('Company', 'North School');
  type('Work phone', '555.010.0100');
};

describe('DemoRequestForm', () => {
  it("accepts only digits and dots as the phone: 'Plz enter Numbers Only '", () => {
    render(<DemoRequestForm onSubmit={async () => true} />);
    type('Work phone', '+1 555-0100');
    expect(screen.getByText(messages.numbersOnly, exactly)).toBeTruthy();
    type('Work phone', '555.0100');
    expect(screen.queryByText(messages.numbersOnly, exactly)).toBeNull();
  });

  it('wants a work email whose domain ends in 2 or 3 letters', () => {
    render(<DemoRequestForm onSubmit={async () => true} />);
    type('Work email', 'ann@school.online');
    expect(screen.getByText(messages.invalidEmail)).toBeTruthy();
    type('Work email', 'ann@school.io');
    expect(screen.queryByText(messages.invalidEmail)).toBeNull();
  });

  it('shows every missing field and sends nothing when submitted empty', async () => {
    const sent: DemoRequestValues[] = [];
    render(
      <DemoRequestForm
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(5);
    expect(sent).toEqual([]);
  });

  it('sends the request and clears the form afterwards', async () => {
    const sent: DemoRequestValues[] = [];
    render(
      <DemoRequestForm
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
    );
    fillValid();
    type('Message', 'A demo for 40 teachers');
    fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'Ann Lee',
          jobTitle: 'Teacher',
          email: 'ann@school.org',
          company: 'North School',
          phone: '555.010.0100',
          message: 'A demo for 40 teachers',
        },
      ]),
    );
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });
});
