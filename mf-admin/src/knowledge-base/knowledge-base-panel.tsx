import { useApolloClient } from '@apollo/client/react';
import { ASSISTANT_PAGE_MAX, knowledgeBaseTexts } from '@canstring/contracts';
import { ConfirmDialog } from '@canstring/ui';
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EntryForm } from './entry-form';
import {
  CREATE_KNOWLEDGE_ENTRY,
  DELETE_KNOWLEDGE_ENTRY,
  IMPORT_KNOWLEDGE_BASE,
  KNOWLEDGE_BASE_CSV,
  KNOWLEDGE_ENTRIES,
  type KnowledgeEntryFields,
  type KnowledgeEntryView,
  UPDATE_KNOWLEDGE_ENTRY,
} from './knowledge-base-documents';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A chosen file's text. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsText(file);
  });

/** Saves text as a file. */
const saveFile = (text: string, name: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * The Knowledge base tab: the assistant's entries (search, add, edit, delete) and the whole base as CSV
 * (import: added or updated by question, all or nothing; export).
 */
export const KnowledgeBasePanel = () => {
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const [entries, setEntries] = useState<KnowledgeEntryView[]>([]);
  const [total, setTotal] = useState(0);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeEntryView | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await client.query({
        query: KNOWLEDGE_ENTRIES,
        variables: { search: search.trim(), limit: ASSISTANT_PAGE_MAX },
        fetchPolicy: 'network-only',
      });
      setEntries(data?.knowledgeEntries.entries ?? []);
      setTotal(data?.knowledgeEntries.total ?? 0);
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    }
  }, [client, search]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (fields: KnowledgeEntryFields): Promise<string | undefined> => {
    try {
      if (editing === 'new')
        await client.mutate({ mutation: CREATE_KNOWLEDGE_ENTRY, variables: { input: fields } });
      else if (editing)
        await client.mutate({ mutation: UPDATE_KNOWLEDGE_ENTRY, variables: { id: editing, input: fields } });
      setEditing(null);
      await load();
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  };

  const importCsv = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const { data } = await client.mutate({
        mutation: IMPORT_KNOWLEDGE_BASE,
        variables: { csv: await readText(chosen) },
      });
      const done = data?.importKnowledgeBase;
      setNotice({ ok: true, text: knowledgeBaseTexts.imported(done?.added ?? 0, done?.updated ?? 0) });
      await load();
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  const exportCsv = async () => {
    try {
      const { data } = await client.query({ query: KNOWLEDGE_BASE_CSV, fetchPolicy: 'network-only' });
      saveFile(data?.knowledgeBaseCsv ?? '', 'knowledge-base.csv');
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    }
  };

  const current = editing && editing !== 'new' ? entries.find((e) => e.id === editing) : undefined;
  return (
    <Stack gap="4" data-testid="knowledge-base">
      <HStack wrap="wrap" gap="2">
        <Input
          maxWidth="xs"
          size="sm"
          placeholder={knowledgeBaseTexts.question}
          aria-label={knowledgeBaseTexts.question}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="knowledge-search"
        />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="knowledge-add">
          {knowledgeBaseTexts.add}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => file.current?.click()}
          data-testid="knowledge-import"
        >
          {knowledgeBaseTexts.importCsv}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(e) => void importCsv(e.currentTarget.files?.[0])}
          data-testid="knowledge-import-file"
        />
        <Button size="sm" variant="outline" onClick={() => void exportCsv()} data-testid="knowledge-export">
          {knowledgeBaseTexts.exportCsv}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {total}
        </Text>
      </HStack>
      {notice && (
        <Text color={notice.ok ? 'fg.success' : 'fg.error'} role="status" data-testid="knowledge-notice">
          {notice.text}
        </Text>
      )}
      {editing === 'new' && <EntryForm onSave={save} onCancel={() => setEditing(null)} />}
      {entries.length === 0 && <Text color="fg.muted">{knowledgeBaseTexts.empty}</Text>}
      {entries.map((entry) =>
        entry.id === editing && current ? (
          <EntryForm key={entry.id} initial={current} onSave={save} onCancel={() => setEditing(null)} />
        ) : (
          <Box key={entry.id} borderWidth="1px" borderRadius="md" padding="3" data-testid="knowledge-entry">
            <HStack justify="space-between" align="flex-start">
              <Box>
                <Text fontWeight="semibold">{entry.question}</Text>
                {entry.keywords && (
                  <Text fontSize="sm" color="fg.muted">
                    {entry.keywords}
                  </Text>
                )}
                <Text fontSize="sm" whiteSpace="pre-wrap" marginTop="1">
                  {entry.answer}
                </Text>
              </Box>
              <HStack>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setEditing(entry.id)}
                  data-testid="knowledge-edit"
                >
                  {knowledgeBaseTexts.edit}
                </Button>
                <Button
                  size="xs"
                  colorPalette="red"
                  variant="outline"
                  onClick={() => setDeleting(entry)}
                  data-testid="knowledge-delete"
                >
                  {knowledgeBaseTexts.delete}
                </Button>
              </HStack>
            </HStack>
          </Box>
        ),
      )}
      {deleting && (
        <ConfirmDialog
          testId="knowledge-delete-confirm"
          message={knowledgeBaseTexts.deleteConfirm}
          confirmLabel={knowledgeBaseTexts.delete}
          cancelLabel={knowledgeBaseTexts.cancel}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await client.mutate({ mutation: DELETE_KNOWLEDGE_ENTRY, variables: { id: deleting.id } });
            } catch (error) {
              setNotice({ ok: false, text: messageOf(error) });
            }
            setDeleting(null);
            await load();
          }}
        />
      )}
    </Stack>
  );
};
