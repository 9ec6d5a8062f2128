import { knowledgeBaseTexts } from '@canstring/contracts';
import { refusal } from '@canstring/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, quietFieldObserver, renderWithGateway } from '../test-support/fake-gateway';
import { BannedWordReports } from './banned-word-reports';
import { KnowledgeBasePanel } from './knowledge-base-panel';

quietFieldObserver();

const entry = (id: string, question: string, answer: string) => ({
  __typename: 'KnowledgeEntry',
  id,
  question,
  answer,
  keywords: '',
  updatedAt: '2026-11-26T10:00:00.000Z',
});

/** A knowledge base held by the stand-in gateway, changed by the mutations it answers. */
const knowledgeBase = () => {
  let entries = [entry('1', 'How do I record a meeting?', 'Press Record.')];
  let next = 2;
  const page = () => ({
    data: { knowledgeEntries: { __typename: 'KnowledgeEntryPage', entries, total: entries.length } },
  });
  const create = (variables: Record<string, unknown>) => {
    const input = variables.input as { question: string; answer: string };
    const created = entry(String(next++), input.question, input.answer);
    entries = [...entries, created];
    return { data: { createKnowledgeEntry: created } };
  };
  const update = (variables: Record<string, unknown>) => {
    const input = variables.input as { question: string; answer: string };
    entries = entries.map((e) => (e.id === variables.id ? { ...e, ...input } : e));
    return { data: { updateKnowledgeEntry: entries.find((e) => e.id === variables.id) } };
  };
  const remove = (variables: Record<string, unknown>) => {
    entries = entries.filter((e) => e.id !== variables.id);
    return { data: { deleteKnowledgeEntry: true } };
  };
  const importing = (variables: Record<string, unknown>) =>
    String(variables.csv).startsWith('question,answer')
      ? { data: { importKnowledgeBase: { __typename: 'KnowledgeImport', added: 1, updated: 0 } } }
      : refusal(knowledgeBaseTexts.csvHeader, 'BAD_INPUT');
  return fakeGateway({
    KnowledgeEntries: page,
    CreateKnowledgeEntry: create,
    UpdateKnowledgeEntry: update,
    DeleteKnowledgeEntry: remove,
    ImportKnowledgeBase: importing,
  });
};

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the Knowledge base tab', () => {
  it('lists the entries, adds, edits and deletes one', async () => {
    const gateway = knowledgeBase();
    renderWithGateway(gateway.client, <KnowledgeBasePanel />);
    expect(await screen.findByText('How do I record a meeting?')).toBeTruthy();

    fireEvent.click(screen.getByTestId('knowledge-add'));
    expect((screen.getByTestId('knowledge-save') as HTMLButtonElement).disabled).toBe(true);
    fill('knowledge-question', 'How do I book the training room?');
    fill('knowledge-answer', 'Write to facilities.');
    fireEvent.click(screen.getByTestId('knowledge-save'));
    expect(await screen.findByText('How do I book the training room?')).toBeTruthy();
    expect(gateway.of('CreateKnowledgeEntry')[0]?.variables.input).toEqual({
      question: 'How do I book the training room?',
      answer: 'Write to facilities.',
      keywords: '',
    });

    fireEvent.click(screen.getAllByTestId('knowledge-edit')[1] as HTMLElement);
    fill('knowledge-answer', 'Ask reception.');
    fireEvent.click(screen.getByTestId('knowledge-save'));
    expect(await screen.findByText('Ask reception.')).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('knowledge-delete')[0] as HTMLElement);
    const confirm = await screen.findByTestId('knowledge-delete-confirm');
    fireEvent.click(within(confirm).getByRole('button', { name: knowledgeBaseTexts.delete }));
    await waitFor(() => expect(screen.queryByText('How do I record a meeting?')).toBeNull());
    expect(screen.getAllByTestId('knowledge-entry')).toHaveLength(1);
  });

  it('imports a CSV and says how many were added, or why it was refused', async () => {
    renderWithGateway(knowledgeBase().client, <KnowledgeBasePanel />);
    await screen.findByText('How do I record a meeting?');
    const input = screen.getByTestId('knowledge-import-file');
    const good = new File(['question,answer\nHow do I park?,Level -2.\n'], 'kb.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [good] } });
    expect((await screen.findByTestId('knowledge-notice')).textContent).toBe(
      knowledgeBaseTexts.imported(1, 0),
    );
    const bad = new File(['a,b\n'], 'bad.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [bad] } });
    await waitFor(() =>
      expect(screen.getByTestId('knowledge-notice').textContent).toBe(knowledgeBaseTexts.csvHeader),
    );
  });
});

const reported = () => ({
  data: {
    bannedWordReports: {
      __typename: 'BannedWordReportPage',
      reports: [
        {
          __typename: 'BannedWordReport',
          id: '3',
          userId: '7',
          words: ['shit'],
          source: 'typed',
          at: '2026-11-26T10:00:00.000Z',
        },
      ],
      total: 1,
    },
  },
});

describe('the banned-word reports', () => {
  it('lists who, which words and where', async () => {
    const gateway = fakeGateway({ BannedWordReports: reported });
    renderWithGateway(gateway.client, <BannedWordReports />);
    const row = await screen.findByTestId('banned-word-report');
    expect(row.textContent).toContain('shit');
    expect(row.textContent).toContain('typed');
    expect(row.textContent).toContain('7');
  });
});
