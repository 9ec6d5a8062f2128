import { useMutation, useQuery } from '@apollo/client/react';
import {
  EXAM_DURATION_MAX_MINUTES,
  EXAM_DURATION_MIN_MINUTES,
  proctoringScreenTexts,
  proctoringTexts,
} from '@canstring/contracts';
import { FieldFrame, shownError } from '@canstring/ui';
import { Button, chakra, Heading, Input, NativeSelect, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { serverProblemOf } from '../common/server-problem';
import { CREATE_EXAM, EXAM_CLASSES } from '../graphql/documents';
import type { Exam } from '../graphql/types';
import { type ExamFormValues, examInputOf, initialExamValues, validateExamForm } from './exam-form-values';

const texts = proctoringTexts;
const own = proctoringScreenTexts.exams;

const TextField = ({
  name,
  label,
  testId,
  type = 'text',
  min,
  max,
}: {
  name: keyof ExamFormValues;
  label: string;
  testId: string;
  type?: 'text' | 'number' | 'datetime-local';
  min?: string;
  max?: string;
}) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)} required>
        <Input {...input} type={type} min={min} max={max} size="sm" autoComplete="off" data-testid={testId} />
      </FieldFrame>
    )}
  </Field>
);

/**
 * The examiner's "Create exam" form (ours: the spec is silent): a class they belong to, a title, the
 * start time and the duration. Once made, the exam is handed back (its links are shown by the page).
 */
export const CreateExamForm = ({ onCreated }: { onCreated: (exam: Exam) => void }) => {
  const classes = useQuery(EXAM_CLASSES, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_EXAM);
  const choices = classes.data?.examClasses ?? [];
  const firstGroup = choices[0]?.groupId ?? '';
  const initialValues = useMemo(() => initialExamValues(new Date(), firstGroup), [firstGroup]);

  const submit = async (values: ExamFormValues) => {
    const input = examInputOf(values);
    if (!input) return { [FORM_ERROR]: texts.createExam };
    try {
      const result = await create({ variables: { input } });
      if (result.data) onCreated(result.data.createExam);
      return undefined;
    } catch (error) {
      const problem = serverProblemOf(error);
      const known = Object.keys(problem.fields).length > 0;
      return { ...problem.fields, [FORM_ERROR]: known ? undefined : problem.message };
    }
  };

  if (classes.data && !choices.length) {
    return (
      <Text color="fg.muted" data-testid="no-exam-classes">
        {own.noClasses}
      </Text>
    );
  }
  return (
    <Form<ExamFormValues>
      initialValues={initialValues}
      validate={(values) => validateExamForm(values, new Date())}
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <chakra.form
          display="flex"
          flexDirection="column"
          gap="3"
          maxWidth="md"
          data-testid="create-exam-form"
          noValidate
          onSubmit={handleSubmit}
        >
          <Heading as="h2" size="sm">
            {texts.createExam}
          </Heading>
          <Field<string> name="groupId">
            {({ input, meta }) => (
              <FieldFrame label={texts.examClass} error={shownError(meta)} required>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...input} data-testid="exam-class-input">
                    {choices.map((choice) => (
                      <option key={choice.groupId} value={choice.groupId}>
                        {choice.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FieldFrame>
            )}
          </Field>
          <TextField name="title" label={texts.examTitle} testId="exam-title-input" />
          <TextField name="startAt" label={texts.examStart} testId="exam-start-input" type="datetime-local" />
          <TextField
            name="durationMinutes"
            label={texts.examDuration}
            testId="exam-duration-input"
            type="number"
            min={String(EXAM_DURATION_MIN_MINUTES)}
            max={String(EXAM_DURATION_MAX_MINUTES)}
          />
          {submitError && (
            <Text color="fg.error" role="alert" data-testid="exam-form-problem">
              {submitError}
            </Text>
          )}
          <Button
            type="submit"
            size="sm"
            alignSelf="flex-start"
            loading={submitting}
            data-testid="create-exam-submit"
          >
            {texts.createExam}
          </Button>
        </chakra.form>
      )}
    />
  );
};
