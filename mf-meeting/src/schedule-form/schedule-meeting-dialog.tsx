import { useMutation } from '@apollo/client/react';
import { meetingMessages, meetingScreenTexts, SELECTABLE_SEAT_TYPES } from '@canstring/contracts';
import { DialogFrame, InputField, notify, SelectField } from '@canstring/ui';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { serverProblemOf } from '../common/server-problem';
import { useViewerClock } from '../common/viewer-clock';
import { SCHEDULE_MEETING } from '../graphql/documents';
import type { Meeting, MeetingTargetInput } from '../graphql/types';
import { MeetingScheduled } from './meeting-scheduled';
import {
  defaultEndFor,
  initialScheduleValues,
  pickerBounds,
  type ScheduleFormValues,
  scheduleInputOf,
  validateScheduleForm,
} from './schedule-form-values';

const texts = meetingScreenTexts.form;

const seatOptions = SELECTABLE_SEAT_TYPES.map((seat) => ({ value: seat, label: texts.seats[seat] }));
const typeOptions = [
  { value: 'false', label: texts.oneTime },
  { value: 'true', label: texts.recurring },
];

export interface ScheduleMeetingDialogProps {
  target: MeetingTargetInput;
  onClose: () => void;
  /** After a meeting was scheduled (the list reloads). */
  onScheduled: (meeting: Meeting) => void;
}

/** The Schedule a Meeting modal (spec 2 §2.2), then its confirmation view. */
export const ScheduleMeetingDialog = ({ target, onClose, onScheduled }: ScheduleMeetingDialogProps) => {
  const clock = useViewerClock();
  const [scheduled, setScheduled] = useState<Meeting>();
  const [schedule] = useMutation(SCHEDULE_MEETING);
  const initialValues = useMemo(() => initialScheduleValues(clock.now()), [clock]);

  const submit = async (values: ScheduleFormValues) => {
    try {
      const result = await schedule({ variables: { input: scheduleInputOf(values, clock.zone(), target) } });
      const meeting = result.data?.scheduleMeeting;
      if (!meeting) return { [FORM_ERROR]: meetingMessages.meetingNotFound };
      notify(meetingMessages.meetingScheduled, 'success');
      setScheduled(meeting);
      onScheduled(meeting);
      return undefined;
    } catch (error) {
      const problem = serverProblemOf(error);
      return {
        ...problem.fields,
        [FORM_ERROR]: Object.keys(problem.fields).length ? undefined : problem.message,
      };
    }
  };

  return (
    <DialogFrame onClose={onClose} size="md" testId="schedule-meeting" title={texts.title}>
      {scheduled ? (
        <MeetingScheduled meeting={scheduled} onDone={onClose} />
      ) : (
        <Form<ScheduleFormValues>
          initialValues={initialValues}
          validate={(values) => validateScheduleForm(values, clock.now())}
          onSubmit={submit}
          render={({ handleSubmit, values, form, submitting, submitError }) => {
            const bounds = pickerBounds(clock.now(), values.startAt);
            return (
              <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={handleSubmit} noValidate>
                <InputField name="title" label={texts.meetingTitle} required autoComplete="off" />
                {values.seatType !== 'webinar' && (
                  <InputField name="meetingNumber" label={texts.meetingId} required autoComplete="off" />
                )}
                <SelectField name="seatType" label={texts.meetingSeat} required options={seatOptions} />
                <SelectField name="isRecurring" label={texts.meetingType} required options={typeOptions} />
                {values.isRecurring === 'true' ? (
                  <>
                    <InputField
                      name="startAt"
                      label={texts.startTime}
                      type="datetime-local"
                      required
                      min={bounds.startMin}
                      max={bounds.startMax}
                      onChanged={(start) => start && form.change('endAt', defaultEndFor(start))}
                    />
                    <InputField
                      name="endAt"
                      label={texts.endTime}
                      type="datetime-local"
                      required
                      min={bounds.endMin}
                    />
                  </>
                ) : (
                  <Text fontWeight="medium" data-testid="start-meeting-now">
                    {meetingMessages.startMeetingNow}
                  </Text>
                )}
                {submitError && (
                  <Text color="fg.error" role="alert">
                    {submitError}
                  </Text>
                )}
                <Stack direction="row" justify="flex-end">
                  <Button variant="outline" size="sm" onClick={onClose}>
                    {texts.cancel}
                  </Button>
                  <Button type="submit" size="sm" loading={submitting}>
                    {texts.schedule}
                  </Button>
                </Stack>
              </chakra.form>
            );
          }}
        />
      )}
    </DialogFrame>
  );
};
