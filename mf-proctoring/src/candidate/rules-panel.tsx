import { proctoringTexts } from '@canstring/contracts';
import { Box, Heading, List } from '@chakra-ui/react';

/** The rules panel of the candidate view (spec 3 §2). */
export const RulesPanel = () => (
  <Box as="section" data-testid="rules-panel" borderWidth="1px" borderRadius="md" padding="3">
    <Heading as="h2" size="sm" marginBottom="2">
      {proctoringTexts.rulesHeading}
    </Heading>
    <List.Root as="ol" gap="1" paddingLeft="4">
      {proctoringTexts.rules.map((rule) => (
        <List.Item key={rule} data-testid="exam-rule" fontSize="sm">
          {rule}
        </List.Item>
      ))}
    </List.Root>
  </Box>
);
