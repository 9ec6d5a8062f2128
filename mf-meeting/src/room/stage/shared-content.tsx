import { roomScreenTexts } from '@canstring/contracts';
import { Center, Text } from '@chakra-ui/react';

const texts = roomScreenTexts.stage;

/** The stage's place for shared content the room shows in this mode. */
const ContentPlace = ({ mode, children }: { mode: string; children: string }) => (
  <Center minHeight="40dvh" bg="bg.muted" borderRadius="md" data-testid={`stage-${mode}`}>
    <Text color="fg.muted">{children}</Text>
  </Center>
);

/** A shared document on the stage. */
export const DocumentStage = () => <ContentPlace mode="document">{texts.document}</ContentPlace>;

/** A shared mp4 video on the stage. */
export const Mp4Stage = () => <ContentPlace mode="mp4">{texts.mp4}</ContentPlace>;

/** A shared YouTube video on the stage. */
export const YoutubeStage = () => <ContentPlace mode="youtube">{texts.youtube}</ContentPlace>;
