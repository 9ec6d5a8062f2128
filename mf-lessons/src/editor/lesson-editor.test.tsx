import { lessonMessages, lessonScreenTexts } from '@canstring/contracts';
import {
  type FakeHandler,
  fakeGateway,
  quietFieldObserver,
  refusal,
  renderWithClient,
} from '@canstring/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Question, QuestionSet } from '../graphql/types';
import { lessonOf, questionOf, setOf } from '../test-support/teacher-fixtures';
import { installVideoPosition } from '../test-support/video-position';
import { LessonEditor } from './lesson-editor';

const texts = lessonScreenTexts.editor;
const WAIT = { timeout: 10_000 };

quietFieldObserver(['FieldRoot', 'Toaster']);
beforeAll(installVideoPosition);

const bank = () => [
  questionOf(11, 'assessment', 'Capital of France?', ['Paris', 'Rome'], [0]),
  questionOf(12, 'assessment', 'Two and two?', ['3', '4'], [1]),
  questionOf(21, 'poll', 'Favourite colour?', ['Red', 'Blue']),
  questionOf(31, 'notes', 'Remember the homework'),
];

/** The stand-in gateway of one lesson's editor: its bank grows as questions are added. */
const show = (sets: QuestionSet[] = [], saveAnswer?: () => ReturnType<typeof refusal>) => {
  const questions: (Question & { __typename: string })[] = bank();
  let nextId = 100;
  const answers: Record<string, FakeHandler> = {};
  answers.LessonEditor = () => ({
    data: {
      lessonEditor: { __typename: 'LessonEditor', lesson: lessonOf(1), questions: [...questions], sets },
    },
  });
  answers.LessonPlayTicket = () => ({
    data: {
      lessonPlayTicket: { __typename: 'LessonPlayTicket', ticket: 't1', expiresAt: '2026-03-10T15:00:00Z' },
    },
  });
  answers.CreateLessonQuestion = ({ question }) => {
    const input = question as {
      type: 'assessment';
      text: string;
      options: string[];
      correctOptions: number[];
    };
    nextId += 1;
    const added = questionOf(nextId, input.type, input.text, input.options, input.correctOptions);
    questions.push(added);
    return { data: { createLessonQuestion: added } };
  };
  answers.DeleteLessonQuestion = () => ({ data: { deleteLessonQuestion: true } });
  answers.SaveQuestionSets = (variables) => {
    if (saveAnswer) return saveAnswer();
    const sent = variables.sets as { id?: string; questionIds: string[]; time: number; required: boolean }[];
    return {
      data: {
        saveQuestionSets: {
          __typename: 'SavedQuestionSets',
          sets: sent.map((set, index) =>
            setOf(
              set.id ? Number(set.id) : 50 + index,
              set.time,
              set.questionIds,
              'assessment',
              set.required,
            ),
          ),
        },
      },
    };
  };
  const gateway = fakeGateway(answers);
  const onBack = jest.fn();
  renderWithClient(
    gateway.client,
    <LessonEditor classId="4" lessonId="1" fileServerUrl="http://files.test" onBack={onBack} />,
  );
  return { gateway, onBack };
};

const loaded = async () => {
  await screen.findAllByTestId('bank-question', {}, WAIT);
  await waitFor(
    () =>
      expect(screen.getByTestId('editor-video').getAttribute('src')).toBe(
        'http://files.test/lessons/1/video?ticket=t1',
      ),
    WAIT,
  );
};
const seekTo = (seconds: number) =>
  fireEvent.change(screen.getByTestId('editor-seek-bar'), { target: { value: String(seconds) } });
/** A Chakra checkbox tells its change a moment after the click: wait until it shows it. */
const settled = (root: HTMLElement, state = 'checked') =>
  waitFor(() => expect(root.getAttribute('data-state')).toBe(state), WAIT);
const tick = async (questionText: string) => {
  const row = screen
    .getAllByTestId('bank-question')
    .find((item) => item.textContent?.includes(questionText))!;
  fireEvent.click(within(row).getByRole('checkbox'));
  await settled(within(row).getByTestId('bank-question-select'));
};
const tickRequired = async () => {
  fireEvent.click(within(screen.getByTestId('set-required')).getByRole('checkbox'));
  await settled(screen.getByTestId('set-required'));
};
const addSelected = () => fireEvent.click(screen.getByRole('button', { name: texts.addSelected }));
const markers = () => screen.queryAllByTestId('editor-marker').map((marker) => Number(marker.dataset.time));
const saveButton = () => screen.queryByRole('button', { name: texts.saveInteractiveVideo });
/**
 * Opens a tab of the question bank and waits until its panel is the only one shown: the tab is
 * marked selected a moment before the panel it leaves is taken away.
 */
const openTab = async (name: string) => {
  const tab = screen.getByRole('tab', { name });
  fireEvent.click(tab);
  await waitFor(() => {
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([
      tab.id,
    ]);
  }, WAIT);
};

describe('the quiz editor', () => {
  it("shows the spec's tabs: Assessment, Servey, poll, Notes", async () => {
    show();
    await loaded();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Assessment',
      'Servey',
      'poll',
      'Notes',
    ]);
  });

  it("refuses Add Selected with no question ticked: 'SELECT ATLEAST ONE QUESTION.'", async () => {
    show();
    await loaded();
    addSelected();
    expect(screen.getByTestId('editor-problem').textContent).toBe(lessonMessages.selectAtLeastOneQuestion);
    expect(markers()).toEqual([]);
    expect(saveButton()).toBeNull();
  });

  it('puts the ticked questions at the video time, refuses another set within 15 s, and saves them all', async () => {
    const { gateway } = show();
    await loaded();
    expect(saveButton()).toBeNull();
    seekTo(5);
    expect(screen.getByTestId('editor-position').textContent).toBe('0:05 / 0:40');
    await tick('Capital of France?');
    await tickRequired();
    addSelected();
    expect(markers()).toEqual([5]);
    expect(screen.getByTestId('question-set-row').dataset.required).toBe('true');
    expect(saveButton()).not.toBeNull();

    seekTo(12);
    await openTab('poll');
    await tick('Favourite colour?');
    addSelected();
    expect(screen.getByTestId('editor-problem').textContent).toBe(lessonMessages.questionSetNearBy);
    expect(markers()).toEqual([5]);

    seekTo(25);
    addSelected();
    expect(screen.queryByTestId('editor-problem')).toBeNull();
    expect(markers()).toEqual([5, 25]);

    fireEvent.click(saveButton()!);
    expect((await screen.findByText(lessonMessages.saveSucceeded, {}, WAIT)).textContent).toBe(
      lessonMessages.saveSucceeded,
    );
    expect(gateway.of('SaveQuestionSets')[0]?.variables).toEqual({
      lessonId: '1',
      sets: [
        { questionIds: ['11'], time: 5, required: true },
        { questionIds: ['21'], time: 25, required: false },
      ],
    });
    await waitFor(() => expect(saveButton()).toBeNull(), WAIT);
    expect(markers()).toEqual([5, 25]);
  });

  it("says the save failed and shows the server's rule, keeping the changes to save again", async () => {
    show([], () =>
      refusal(lessonMessages.questionSetNearBy, 'BAD_INPUT', { 'sets.0': lessonMessages.questionSetNearBy }),
    );
    await loaded();
    seekTo(8);
    await tick('Two and two?');
    addSelected();
    fireEvent.click(saveButton()!);
    await screen.findByText(lessonMessages.saveFailed, {}, WAIT);
    expect(screen.getByTestId('editor-problem').textContent).toBe(lessonMessages.questionSetNearBy);
    expect(saveButton()).not.toBeNull();
  });

  it('changes a saved set at its marker and deletes another; saving sends what is left', async () => {
    const { gateway } = show([setOf(1, 5, ['11'], 'assessment', true), setOf(2, 30, ['21'], 'poll')]);
    await loaded();
    expect(markers()).toEqual([5, 30]);
    const rowAt = (time: number) =>
      screen.getAllByTestId('question-set-row').find((row) => row.dataset.time === String(time))!;

    fireEvent.click(within(rowAt(30)).getByRole('button', { name: texts.editSet }));
    expect(screen.getByRole('tab', { name: 'poll' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('editor-position').textContent).toBe('0:30 / 0:40');
    expect(screen.getByTestId('changing-set')).toBeTruthy();
    // Applied unchanged: nothing to save.
    addSelected();
    expect(saveButton()).toBeNull();

    fireEvent.click(within(rowAt(30)).getByRole('button', { name: texts.editSet }));
    await tickRequired();
    seekTo(33);
    addSelected();
    expect(markers()).toEqual([5, 33]);
    expect(saveButton()).not.toBeNull();

    fireEvent.click(within(rowAt(5)).getByRole('button', { name: texts.deleteSet }));
    expect(markers()).toEqual([33]);
    fireEvent.click(saveButton()!);
    await screen.findByText(lessonMessages.saveSucceeded, {}, WAIT);
    expect(gateway.of('SaveQuestionSets')[0]?.variables).toEqual({
      lessonId: '1',
      sets: [{ id: '2', questionIds: ['21'], time: 33, required: true }],
    });
  });

  it('puts a set at a time typed to the tenth of a second', async () => {
    show();
    await loaded();
    const time = screen.getByTestId('editor-time');
    fireEvent.change(time, { target: { value: '12.5' } });
    fireEvent.keyDown(time, { key: 'Enter' });
    expect(screen.getByTestId('editor-position').textContent).toBe('0:13 / 0:40');
    expect((time as HTMLInputElement).value).toBe('12.5');
    await tick('Two and two?');
    addSelected();
    expect(markers()).toEqual([12.5]);
    // Past the end: the video's end.
    fireEvent.change(time, { target: { value: '99' } });
    fireEvent.blur(time);
    expect((time as HTMLInputElement).value).toBe('40');
  });

  it('shows the buffering spinner over the video only once a wait has lasted 500 ms, until it plays', async () => {
    show();
    await loaded();
    const video = screen.getByTestId('editor-video');
    fireEvent(video, new Event('canplay'));
    fireEvent(video, new Event('waiting'));
    expect(screen.queryByTestId('editor-buffering')).toBeNull();
    await screen.findByTestId('editor-buffering', {}, WAIT);
    fireEvent(video, new Event('playing'));
    expect(screen.queryByTestId('editor-buffering')).toBeNull();
  });

  it('moves the video to a set when its marker is clicked', async () => {
    show([setOf(1, 20, ['11'], 'assessment')]);
    await loaded();
    fireEvent.click(screen.getByTestId('editor-marker'));
    expect(screen.getByTestId('editor-position').textContent).toBe('0:20 / 0:40');
  });

  it('adds an assessment question with its options (Add Option) and the correct one, ticked for the next set', async () => {
    const { gateway } = show();
    await loaded();
    const form = () =>
      screen.getAllByTestId('question-form').find((item) => item.closest('[hidden]') === null)!;
    fireEvent.click(within(form()).getByRole('button', { name: texts.addQuestion }));
    expect(await within(form()).findByText(lessonMessages.questionTextRequired, {}, WAIT)).toBeTruthy();

    fireEvent.change(within(form()).getByTestId('question-text'), { target: { value: 'Largest planet?' } });
    fireEvent.click(within(form()).getByRole('button', { name: texts.addOption }));
    const options = within(form()).getAllByTestId('question-option');
    expect(options).toHaveLength(3);
    ['Mars', 'Jupiter', 'Venus'].forEach((value, index) => {
      fireEvent.change(options[index]!, { target: { value } });
    });
    fireEvent.click(within(form()).getByRole('button', { name: texts.addQuestion }));
    expect(await within(form()).findByText(lessonMessages.correctOptionRequired, {}, WAIT)).toBeTruthy();
    expect(gateway.of('CreateLessonQuestion')).toHaveLength(0);

    const correct = within(form()).getAllByTestId('option-correct')[1]!;
    fireEvent.click(within(correct).getByRole('checkbox'));
    await settled(correct);
    fireEvent.click(within(form()).getByRole('button', { name: texts.addQuestion }));
    const row = await waitFor(() => {
      const found = screen
        .getAllByTestId('bank-question')
        .find((item) => item.textContent?.includes('Largest planet?'));
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    expect(gateway.of('CreateLessonQuestion')[0]?.variables).toEqual({
      lessonId: '1',
      question: {
        type: 'assessment',
        text: 'Largest planet?',
        options: ['Mars', 'Jupiter', 'Venus'],
        correctOptions: [1],
      },
    });
    await waitFor(() => expect(within(row).getByRole('checkbox')).toHaveProperty('checked', true), WAIT);
  });

  it('keeps a question being written while the video moves (the editor draws itself again)', async () => {
    show();
    await loaded();
    const form = () =>
      screen.getAllByTestId('question-form').find((item) => item.closest('[hidden]') === null)!;
    fireEvent.change(within(form()).getByTestId('question-text'), { target: { value: 'Largest planet?' } });
    fireEvent.change(within(form()).getAllByTestId('question-option')[0]!, { target: { value: 'Mars' } });
    seekTo(12);
    expect(screen.getByTestId('editor-position').textContent).toBe('0:12 / 0:40');
    expect(within(form()).getByTestId('question-text')).toHaveProperty('value', 'Largest planet?');
    expect(within(form()).getAllByTestId('question-option')[0]).toHaveProperty('value', 'Mars');
  });

  it('asks a free Servey question and a Notes text with no options', async () => {
    const { gateway } = show();
    await loaded();
    await openTab('Servey');
    const form = () =>
      screen.getAllByTestId('question-form').find((item) => item.closest('[hidden]') === null)!;
    expect(within(form()).queryByTestId('question-option')).toBeNull();
    fireEvent.change(within(form()).getByTestId('question-text'), {
      target: { value: 'What did you learn?' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: texts.addQuestion }));
    await waitFor(() => expect(gateway.of('CreateLessonQuestion')).toHaveLength(1), WAIT);
    expect(gateway.of('CreateLessonQuestion')[0]?.variables.question).toEqual({
      type: 'survey',
      text: 'What did you learn?',
    });
  });

  it('asks before leaving with unsaved sets, and leaves at once without', async () => {
    const { onBack } = show();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: texts.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
    seekTo(5);
    await tick('Capital of France?');
    addSelected();
    fireEvent.click(screen.getByRole('button', { name: texts.back }));
    const dialog = await screen.findByTestId('confirm-leave-editor', {}, WAIT);
    expect(onBack).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: texts.leaveUnsaved.confirm }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
