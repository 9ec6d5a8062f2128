import { useMutation } from '@apollo/client/react';
import { recordingPublishTexts } from '@canstring/contracts';
import { notify } from '@canstring/ui';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { PUBLISH_RECORDING_TO_CLASS } from '../graphql/documents';
import type { Recording } from '../graphql/types';

export interface PublishToClassProps {
  /** The group whose meetings' recordings the modal lists: the class. */
  classId: string;
  recording: Pick<Recording, 'uniqueName'>;
  onFailure(error: unknown): void;
}

/**
 * 'Publish to class': a group meeting's playable recording becomes a lesson of that class, in its
 * Class View beside the videos shared in its chat. The server decides who may (the class's hosts).
 */
export const PublishToClass = ({ classId, recording, onFailure }: PublishToClassProps) => {
  const [publish] = useMutation(PUBLISH_RECORDING_TO_CLASS);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await publish({ variables: { classId, uniqueName: recording.uniqueName } });
      notify(recordingPublishTexts.published, 'success');
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      title={recordingPublishTexts.publishHint}
      data-testid="recording-publish"
      loading={busy}
      onClick={() => void run()}
    >
      {recordingPublishTexts.publish}
    </Button>
  );
};
