import {
  KNOWLEDGE_ANSWER_MAX_LENGTH,
  KNOWLEDGE_KEYWORDS_MAX_LENGTH,
  KNOWLEDGE_QUESTION_MAX_LENGTH,
  knowledgeBaseTexts,
} from '@canstring/contracts';
import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { KnowledgeEntryFields } from './knowledge-base-documents';

export interface EntryFormProps {
  initial?: KnowledgeEntryFields;
  /** Saves; answers an error message to show, or nothing when saved. */
  onSave: (fields: KnowledgeEntryFields) => Promise<string | undefined>;
  onCancel: () => void;
}

/** A knowledge-base entry's question, keywords and answer; the question and the answer are required. */
export const EntryForm = ({ initial, onSave, onCancel }: EntryFormProps) => {
  const [fields, setFields] = useState<KnowledgeEntryFields>(
    initial ?? { question: '', answer: '', keywords: '' },
  );
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const ready = fields.question.trim() !== '' && fields.answer.trim() !== '';
  const save = async () => {
    setSaving(true);
    setError(await onSave(fields));
    setSaving(false);
  };
  return (
    <Stack gap="3" data-testid="knowledge-entry-form" borderWidth="1px" borderRadius="md" padding="4">
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>{knowledgeBaseTexts.question}</Field.Label>
        <Input
          value={fields.question}
          maxLength={KNOWLEDGE_QUESTION_MAX_LENGTH}
          onChange={(e) => setFields({ ...fields, question: e.currentTarget.value })}
          data-testid="knowledge-question"
        />
        {error && <Field.ErrorText data-testid="knowledge-error">{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>{knowledgeBaseTexts.keywords}</Field.Label>
        <Input
          value={fields.keywords}
          maxLength={KNOWLEDGE_KEYWORDS_MAX_LENGTH}
          onChange={(e) => setFields({ ...fields, keywords: e.currentTarget.value })}
          data-testid="knowledge-keywords"
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{knowledgeBaseTexts.answer}</Field.Label>
        <Textarea
          value={fields.answer}
          rows={4}
          maxLength={KNOWLEDGE_ANSWER_MAX_LENGTH}
          onChange={(e) => setFields({ ...fields, answer: e.currentTarget.value })}
          data-testid="knowledge-answer"
        />
      </Field.Root>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={onCancel} data-testid="knowledge-cancel">
          {knowledgeBaseTexts.cancel}
        </Button>
        <Button onClick={() => void save()} disabled={!ready} loading={saving} data-testid="knowledge-save">
          {knowledgeBaseTexts.save}
        </Button>
      </HStack>
    </Stack>
  );
};
