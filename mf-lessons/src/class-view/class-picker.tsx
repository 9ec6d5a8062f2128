import { useQuery } from '@apollo/client/react';
import { lessonScreenTexts } from '@canstring/contracts';
import { QueryBody } from '@canstring/ui';
import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { LESSON_CLASSES } from '../graphql/documents';

const texts = lessonScreenTexts.classView;
/** The classes listed to choose from: the caller's groups, A to Z. */
export const CLASSES_LIMIT = 100;

/** With no class chosen (Class View opened from a one-to-one chat), the caller's classes to choose from. */
export const ClassPicker = ({ onChoose }: { onChoose: (classId: string) => void }) => {
  const classes = useQuery(LESSON_CLASSES, {
    variables: { limit: CLASSES_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const groups = (classes.data?.chats.chats ?? []).filter((chat) => chat.groupId);
  return (
    <Stack gap="3" data-testid="class-picker">
      <QueryBody query={classes} empty={!groups.length} emptyText={texts.noClasses} emptyTestId="no-classes">
        <Text color="fg.muted">{texts.chooseClass}</Text>
        <Wrap gap="2">
          {groups.map((group) => (
            <Button
              key={group.groupId}
              size="sm"
              variant="outline"
              data-testid="class-choice"
              data-id={group.groupId}
              onClick={() => onChoose(group.groupId!)}
            >
              {group.fullName}
            </Button>
          ))}
        </Wrap>
      </QueryBody>
    </Stack>
  );
};
