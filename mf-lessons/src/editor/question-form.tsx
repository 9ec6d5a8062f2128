import { lessonScreenTexts, QUESTION_OPTIONS_MAX, type QuestionType } from '@canstring/contracts';
import { LineIcon, shownError } from '@canstring/ui';
import {
  Box,
  Button,
  Field as ChakraField,
  Checkbox,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import type { QuestionInput } from '../graphql/types';
import {
  emptyQuestion,
  hasOptions,
  type QuestionValues,
  questionErrors,
  questionInputOf,
} from './question-values';

const texts = lessonScreenTexts.editor;

export interface QuestionFormProps {
  type: QuestionType;
  /** Adds the question to the bank; answers the server's problem, or nothing when it was added. */
  onAdd: (question: QuestionInput) => Promise<string | undefined>;
}

/**
 * A new question of the tab's type: its text, and for assessments and polls its options ('Add Option'),
 * the correct ones ticked for an assessment.
 */
export const QuestionForm = ({ type, onAdd }: QuestionFormProps) => {
  // The same empty question while the type stays: the form starts again whenever its initial values
  // change, and a new options array each time the editor draws itself (the video's clock ticks) would
  // wipe what the teacher is writing.
  const initialValues = useMemo(() => emptyQuestion(type), [type]);
  return (
    <Form<QuestionValues>
      key={type}
      initialValues={initialValues}
      validate={(values) => questionErrors(type, values)}
      onSubmit={async (values, form) => {
        const problem = await onAdd(questionInputOf(type, values));
        if (problem) return { [FORM_ERROR]: problem };
        setTimeout(() => form.restart(initialValues));
        return undefined;
      }}
      render={({ handleSubmit, form, values, submitting, submitError, submitFailed, errors }) => {
        const options = values.options ?? [];
        const correct = values.correct ?? [];
        const removeOption = (index: number) => {
          form.change(
            'options',
            options.filter((_, at) => at !== index),
          );
          form.change(
            'correct',
            correct.filter((at) => at !== index).map((at) => (at > index ? at - 1 : at)),
          );
        };
        const toggleCorrect = (index: number, checked: boolean) =>
          form.change(
            'correct',
            checked ? [...correct, index].sort((a, b) => a - b) : correct.filter((at) => at !== index),
          );
        return (
          <form onSubmit={handleSubmit} data-testid="question-form" noValidate>
            <Stack gap="3">
              <Text fontWeight="medium" fontSize="sm">
                {texts.newQuestion(type)}
              </Text>
              <Field<string> name="text">
                {({ input, meta }) => (
                  <ChakraField.Root invalid={!!shownError(meta)} required>
                    <ChakraField.Label>{texts.questionText(type)}</ChakraField.Label>
                    <Textarea {...input} size="sm" rows={2} data-testid="question-text" />
                    {shownError(meta) && <ChakraField.ErrorText>{shownError(meta)}</ChakraField.ErrorText>}
                  </ChakraField.Root>
                )}
              </Field>
              {hasOptions(type) && (
                <Stack gap="2">
                  {options.map((_, index) => (
                    // Options have no identity but their place.
                    // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the list
                    <HStack key={index} gap="2" align="start">
                      <Field<string> name={`options[${index}]`}>
                        {({ input, meta }) => (
                          <ChakraField.Root invalid={!!shownError(meta)} flex="1">
                            <Input
                              {...input}
                              size="sm"
                              placeholder={texts.option(index)}
                              aria-label={texts.option(index)}
                              data-testid="question-option"
                            />
                            {shownError(meta) && (
                              <ChakraField.ErrorText>{shownError(meta)}</ChakraField.ErrorText>
                            )}
                          </ChakraField.Root>
                        )}
                      </Field>
                      {type === 'assessment' && (
                        <Checkbox.Root
                          size="sm"
                          paddingTop="1.5"
                          data-testid="option-correct"
                          checked={correct.includes(index)}
                          onCheckedChange={(details) => toggleCorrect(index, details.checked === true)}
                        >
                          <Checkbox.HiddenInput aria-label={`${texts.correct}: ${texts.option(index)}`} />
                          <Checkbox.Control />
                          <Checkbox.Label>{texts.correct}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={texts.removeOption}
                        disabled={options.length <= 1}
                        onClick={() => removeOption(index)}
                      >
                        <LineIcon paths={['M18 6 6 18', 'M6 6l12 12']} />
                      </IconButton>
                    </HStack>
                  ))}
                  {submitFailed && errors?.options && (
                    <Text fontSize="sm" color="fg.error">
                      {errors.options}
                    </Text>
                  )}
                  {submitFailed && errors?.correct && (
                    <Text fontSize="sm" color="fg.error">
                      {errors.correct}
                    </Text>
                  )}
                  <Box>
                    <Button
                      size="xs"
                      variant="outline"
                      data-testid="add-option"
                      disabled={options.length >= QUESTION_OPTIONS_MAX}
                      onClick={() => form.change('options', [...options, ''])}
                    >
                      {texts.addOption}
                    </Button>
                  </Box>
                </Stack>
              )}
              {submitError && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {submitError}
                </Text>
              )}
              <Box>
                <Button size="sm" type="submit" loading={submitting} data-testid="add-question">
                  {texts.addQuestion}
                </Button>
              </Box>
            </Stack>
          </form>
        );
      }}
    />
  );
};
