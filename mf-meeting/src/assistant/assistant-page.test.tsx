import {
  ASSISTANT_RECORDING_MAX_MS,
  assistantLanguages,
  assistantTexts,
  type StoredSession,
} from '@canstring/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeGateway, fixedClock, quietFieldObserver, renderWithGateway } from '../test-support/fake-gateway';
import { AssistantPage } from './assistant-page';
import type { RecordingClock } from './recording-clock';
import type { VoiceMedia } from './use-voice-questions';

quietFieldObserver();

const session = { userDetail: { first_name: 'Asha' } } as unknown as StoredSession;
const best = { entryId: '5', question: 'How do I schedule a meeting?', answer: 'Open Schedule Meeting.' };
const alternative = {
  entryId: '6',
  question: 'How do I schedule a recurring meeting?',
  answer: 'Choose Recurring.',
};

const replyTo = (variables: Record<string, unknown>) => {
  const question = String(variables.question);
  const nothing = { input: question, answers: null, best: null, alternatives: [] };
  if (question.includes('shit'))
    return {
      data: {
        askAssistant: { ...nothing, message: assistantTexts.bannedBody(['shit']), bannedWords: ['shit'] },
      },
    };
  if (question.includes('weather'))
    return { data: { askAssistant: { ...nothing, message: assistantTexts.noMatch, bannedWords: [] } } };
  return {
    data: {
      askAssistant: {
        input: question,
        message: null,
        answers: [[best.answer], [alternative.question, alternative.answer]],
        best,
        alternatives: [alternative],
        bannedWords: [],
      },
    },
  };
};
const callCentre = (settings: Record<string, string | null>) => () => ({
  data: { assistantCallCentre: settings },
});
const notSetUp = callCentre({
  softphoneUrl: null,
  username: null,
  password: null,
  message: assistantTexts.callNotConfigured,
});
const setUp = callCentre({
  softphoneUrl: 'https://phone.example.org/ccp',
  username: 'agent7',
  password: 'pw-7',
  message: null,
});

const answering = () => fakeGateway({ AskAssistant: replyTo, AssistantCallCentre: notSetUp });

/** A clock the test moves: ticks run when it is advanced past them. */
const manualClock = () => {
  let now = 0;
  const ticks = new Set<{ ms: number; next: number; tick: () => void }>();
  const clock: RecordingClock = {
    now: () => now,
    every: (ms, tick) => {
      const entry = { ms, next: now + ms, tick };
      ticks.add(entry);
      return () => ticks.delete(entry);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...ticks].filter((t) => t.next <= until).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.tick();
    }
    now = until;
  };
  return { clock, advance };
};

const fakeMedia = () => {
  const stopped = { capture: 0, speech: 0 };
  const media: VoiceMedia = {
    supported: () => true,
    startCapture: async () => ({
      track: {} as MediaStreamTrack,
      withCall: false,
      stop: async () => {
        stopped.capture++;
        return new Blob(['audio'], { type: 'audio/webm' });
      },
    }),
    startSpeech: async () => () => {
      stopped.speech++;
    },
  };
  return { media, stopped };
};

const input = () => screen.getByTestId('assistant-input');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const enter = () => fireEvent.keyDown(input(), { key: 'Enter' });

describe('the recommendation chat screen', () => {
  it('shows the header, the eight languages with en-IN first, the buttons, the placeholder and the footer', () => {
    renderWithGateway(
      answering().client,
      fixedClock('2026-03-10T14:05:00'),
      <AssistantPage session={session} />,
    );
    expect(screen.getByRole('heading').textContent).toBe(assistantTexts.title);
    const options = [...(screen.getByTestId('assistant-language') as HTMLSelectElement).options];
    expect(options.map((o) => o.textContent)).toEqual(assistantLanguages.map((l) => l.label));
    expect((screen.getByTestId('assistant-language') as HTMLSelectElement).value).toBe('en-IN');
    expect(screen.getByTestId('assistant-mic').getAttribute('aria-label')).toBe(
      assistantTexts.startRecording,
    );
    expect(screen.getByTestId('assistant-call').textContent).toBe(assistantTexts.call);
    expect(screen.getByTestId('assistant-reset').textContent).toBe(assistantTexts.reset);
    expect(input().getAttribute('placeholder')).toBe(assistantTexts.placeholder);
    expect(screen.getByText(new RegExp(`^${assistantTexts.poweredBy}`))).toBeTruthy();
  });

  it('sends a typed question with Enter, ignores blanks, and shows the answer with its alternatives', async () => {
    const gateway = answering();
    renderWithGateway(gateway.client, fixedClock('2026-03-10T14:05:00'), <AssistantPage session={session} />);
    type('   ');
    enter();
    expect(gateway.of('AskAssistant')).toHaveLength(0);
    type('  plan a session  ');
    enter();
    expect(await screen.findByText(best.answer)).toBeTruthy();
    expect(gateway.of('AskAssistant')[0]?.variables).toEqual({
      question: 'plan a session',
      inputType: 'text',
    });
    expect(screen.getByTestId('assistant-question').textContent).toBe('plan a session');
    expect(screen.getByTestId('assistant-alternatives').textContent).toContain(alternative.question);
    expect((input() as HTMLInputElement).value).toBe('');

    type('what is the weather');
    enter();
    expect(await screen.findByText(assistantTexts.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByTestId('assistant-reset'));
    expect(screen.queryAllByTestId('assistant-question')).toHaveLength(0);
  });

  it('opens the banned-word modal naming the words', async () => {
    renderWithGateway(
      answering().client,
      fixedClock('2026-03-10T14:05:00'),
      <AssistantPage session={session} />,
    );
    type('how the shit do I record');
    enter();
    expect((await screen.findByTestId('banned-words')).textContent).toBe(assistantTexts.bannedBody(['shit']));
    fireEvent.click(screen.getByTestId('banned-words-close'));
    await waitFor(() => expect(screen.queryByTestId('banned-words')).toBeNull());
  });

  it('shows the Call popup’s custom message and no Proceed when calling is not set up', async () => {
    renderWithGateway(
      answering().client,
      fixedClock('2026-03-10T14:05:00'),
      <AssistantPage session={session} />,
    );
    fireEvent.click(screen.getByTestId('assistant-call'));
    expect((await screen.findByTestId('call-message')).textContent).toBe(assistantTexts.callNotConfigured);
    expect(screen.queryByTestId('call-proceed')).toBeNull();
  });

  it('shows the steps and the login, and Proceed opens the softphone', async () => {
    const gateway = fakeGateway({ AssistantCallCentre: setUp });
    const openTab = jest.fn();
    renderWithGateway(
      gateway.client,
      fixedClock('2026-03-10T14:05:00'),
      <AssistantPage session={session} openTab={openTab} />,
    );
    fireEvent.click(screen.getByTestId('assistant-call'));
    expect((await screen.findByTestId('call-username')).textContent).toBe('agent7');
    expect(screen.getByTestId('call-password').textContent).toBe('pw-7');
    expect(screen.getByTestId('call-steps').textContent).toContain(assistantTexts.callSteps[4]);
    fireEvent.click(screen.getByTestId('call-proceed'));
    expect(openTab).toHaveBeenCalledWith('https://phone.example.org/ccp');
  });

  it('records: the language hides, the button says Stop Recording, stops by itself at 60 s with the alert, then downloads', async () => {
    const { clock, advance } = manualClock();
    const { media, stopped } = fakeMedia();
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:audio';
      },
      revokeObjectURL: () => undefined,
    });
    renderWithGateway(
      answering().client,
      fixedClock('2026-03-10T14:05:00'),
      <AssistantPage session={session} clock={clock} media={media} />,
    );
    fireEvent.click(screen.getByTestId('assistant-mic'));
    await waitFor(() =>
      expect(screen.getByTestId('assistant-mic').getAttribute('data-state')).toBe('started'),
    );
    expect(screen.getByTestId('assistant-mic').getAttribute('aria-label')).toBe(assistantTexts.stopRecording);
    expect(screen.queryByTestId('assistant-language')).toBeNull();
    act(() => advance(ASSISTANT_RECORDING_MAX_MS - 1_000));
    expect(screen.queryByTestId('assistant-alert')).toBeNull();
    act(() => advance(1_000));
    expect((await screen.findByTestId('assistant-alert')).textContent).toBe(
      assistantTexts.recordingAutoStopped,
    );
    expect(screen.getByTestId('assistant-mic').getAttribute('aria-label')).toBe(assistantTexts.download);
    expect(stopped).toEqual({ capture: 1, speech: 1 });
    fireEvent.click(screen.getByTestId('assistant-mic'));
    expect(created).toHaveLength(1);
    expect(screen.getByTestId('assistant-mic').getAttribute('aria-label')).toBe(
      assistantTexts.startRecording,
    );
    expect(screen.getByTestId('assistant-language')).toBeTruthy();
  });
});
