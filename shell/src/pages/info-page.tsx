import { type InfoPageText, infoPageTexts } from '@canstring/contracts';
import { Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { use } from 'react';
import { shellServices } from '../services';

/**
 * A page of plain information (Privacy & Terms, Help), open to anyone: its sections, the
 * installation's support contact, and the way home.
 */
export const InfoPage = ({
  text,
  testId,
  navigate,
}: {
  text: InfoPageText;
  testId: string;
  navigate: (to: string) => void;
}) => {
  const { support } = use(shellServices()).config;
  return (
    <Container maxWidth="3xl" paddingY="8" data-testid={testId}>
      <Heading as="h1" size="2xl" marginBottom="6">
        {text.title}
      </Heading>
      <Stack gap="6">
        {text.sections.map((section) => (
          <Box as="section" key={section.heading}>
            <Heading as="h2" size="md" marginBottom="2">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} marginBottom="2" color="fg.muted">
                {paragraph}
              </Text>
            ))}
          </Box>
        ))}
        <Box as="section" data-testid="info-support">
          <Heading as="h2" size="md" marginBottom="2">
            {infoPageTexts.contact}
          </Heading>
          <Text>
            <Link href={`mailto:${support.email}`}>{support.email}</Link>
            {' · '}
            <Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Link>
          </Text>
        </Box>
      </Stack>
      <Button marginTop="8" variant="outline" onClick={() => navigate('/')}>
        {infoPageTexts.backHome}
      </Button>
    </Container>
  );
};
