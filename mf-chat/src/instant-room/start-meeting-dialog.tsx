import { useApolloClient } from '@apollo/client/react';
import { describeError } from '@canstring/client/apollo';
import { liveRoomTexts, roomNameSchema } from '@canstring/contracts';
import { FormDialog, InputField } from '@canstring/ui';
import { FORM_ERROR } from 'final-form';
import { CREATE_INSTANT_ROOM } from '../graphql/documents';

const texts = liveRoomTexts.instantRoom;

interface StartMeetingValues {
  name: string;
}

/** The host page of an instant room, as the schedule's Start Meeting opens a meeting. */
export const instantHostPath = (alias: string, firstName: string) =>
  `/host/${encodeURIComponent(alias)}${firstName ? `/${encodeURIComponent(firstName)}` : ''}`;

export const validateRoomName = (values: StartMeetingValues) => {
  const name = roomNameSchema.safeParse(values.name ?? '');
  return name.success ? {} : { name: name.error.issues[0]?.message };
};

/**
 * The instant room's popup (spec 2 §2.10 createRoom: 'Start Meeting' with Join and Cancel): a host
 * names the room; Join makes it on the server (which refuses anyone but a host) and enters it as its
 * host; Cancel makes nothing.
 */
export const StartMeetingDialog = ({
  firstName,
  onClose,
  onJoin,
}: {
  firstName: string;
  onClose: () => void;
  /** Enters the room made: its host page. */
  onJoin: (hostPath: string) => void;
}) => {
  const client = useApolloClient();
  return (
    <FormDialog<StartMeetingValues>
      onClose={onClose}
      testId="start-meeting"
      closeTestId="start-meeting-close"
      title={texts.title}
      initialValues={{ name: texts.defaultName(firstName) }}
      validate={validateRoomName}
      onSubmit={async (values) => {
        try {
          const result = await client.mutate({
            mutation: CREATE_INSTANT_ROOM,
            variables: { name: values.name.trim() },
          });
          const room = result.data?.createInstantRoom;
          if (room) onJoin(instantHostPath(room.alias, firstName));
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: describeError(error).message };
        }
      }}
      submitLabel={texts.join}
      cancelLabel={texts.cancel}
      buttonSize="sm"
    >
      <InputField name="name" label={texts.name} required />
    </FormDialog>
  );
};
