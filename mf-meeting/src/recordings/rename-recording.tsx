import { meetingScreenTexts } from '@canstring/contracts';
import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';

const texts = meetingScreenTexts.recordings;

/** Rename in place: the file name is required, Update stays disabled while it is empty (spec 2 §2.5). */
export const RenameRecording = ({
  fileName,
  onUpdate,
  onCancel,
}: {
  fileName: string;
  onUpdate: (fileName: string) => Promise<void>;
  onCancel: () => void;
}) => {
  const [value, setValue] = useState(fileName);
  const [busy, setBusy] = useState(false);
  const empty = !value.trim();
  const update = async () => {
    setBusy(true);
    try {
      await onUpdate(value.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) void update();
      }}
    >
      <Input
        size="xs"
        value={value}
        aria-label={texts.fileName}
        aria-invalid={empty || undefined}
        placeholder={texts.fileNameRequired}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button size="xs" type="submit" disabled={empty} loading={busy}>
        {texts.update}
      </Button>
      <Button size="xs" variant="ghost" onClick={onCancel}>
        {texts.cancel}
      </Button>
    </HStack>
  );
};
