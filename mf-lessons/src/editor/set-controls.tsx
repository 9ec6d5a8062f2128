import { lessonDurationText, lessonScreenTexts } from '@canstring/contracts';
import { Alert, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { TimeField } from './time-field';

const texts = lessonScreenTexts.editor;

export interface SetControlsProps {
  /** The video's current time: where the set goes. */
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
  required: boolean;
  onRequired: (required: boolean) => void;
  /** The time of the set being changed, if one is. */
  changingTime?: number;
  onAddSelected: () => void;
  onCancel: () => void;
  /** The rule the last try broke, or the server's refusal. */
  problem: string | null;
}

/** 'Required ?' and 'Add Selected': the ticked questions become a set at the video's current time. */
export const SetControls = ({
  position,
  duration,
  onSeek,
  required,
  onRequired,
  changingTime,
  onAddSelected,
  onCancel,
  problem,
}: SetControlsProps) => (
  <Stack gap="2" padding="3" borderWidth="1px" borderRadius="md" data-testid="set-controls">
    {changingTime !== undefined && (
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="medium" data-testid="changing-set">
          {texts.editingSet(lessonDurationText(changingTime))}
        </Text>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          {texts.cancelEdit}
        </Button>
      </HStack>
    )}
    <HStack gap="4" wrap="wrap" align="end">
      <TimeField position={position} duration={duration} onSeek={onSeek} />
      <Checkbox.Root
        size="sm"
        data-testid="set-required"
        checked={required}
        onCheckedChange={(details) => onRequired(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{texts.required}</Checkbox.Label>
      </Checkbox.Root>
      <Button size="sm" data-testid="add-selected" onClick={onAddSelected}>
        {texts.addSelected}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {texts.addAt(lessonDurationText(position))}
      </Text>
    </HStack>
    {problem && (
      <Alert.Root status="error" size="sm" data-testid="editor-problem">
        <Alert.Indicator />
        <Alert.Title>{problem}</Alert.Title>
      </Alert.Root>
    )}
  </Stack>
);
