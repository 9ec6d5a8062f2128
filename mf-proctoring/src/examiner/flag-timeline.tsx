import { examFlagLabels, proctoringScreenTexts } from '@canstring/contracts';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ExamPicture } from '../common/exam-file';
import { flagDetailText } from '../common/flag-detail';
import type { ShownFlag } from './examiner-model';

/** A flag's time of day, to the second, in the examiner's zone. */
export const flagTime = (at: string): string =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** One candidate's flags in time order, each with what it was, when, and its camera and screen stills. */
export const FlagTimeline = ({ userId, flags }: { userId: string; flags: readonly ShownFlag[] }) => (
  <Stack as="section" gap="2" data-testid="flag-timeline" data-user-id={userId} aria-label="Flags">
    <Heading as="h3" size="xs">
      {proctoringScreenTexts.examiner.flags(flags.length)}
    </Heading>
    {flags.map((flag) => (
      <Box
        key={flag.flagId}
        data-testid="timeline-flag"
        data-kind={flag.kind}
        data-flag-id={flag.flagId}
        borderLeftWidth="3px"
        borderLeftColor="orange.400"
        paddingLeft="2"
      >
        <Flex gap="2" align="baseline" wrap="wrap">
          <Text fontFamily="mono" fontSize="xs">
            {flagTime(flag.at)}
          </Text>
          <Text fontSize="sm">{examFlagLabels[flag.kind]}</Text>
          {flag.detail && (
            <Text fontSize="xs" color="fg.muted">
              ({flagDetailText(flag.detail)})
            </Text>
          )}
        </Flex>
        {flag.stills.length > 0 && (
          <Flex gap="2" marginTop="1">
            {flag.stills.map((still) => (
              <ExamPicture
                key={still.kind}
                path={still.path}
                kind={still.kind}
                alt={proctoringScreenTexts.stillAlt(still.kind, flagTime(flag.at))}
                testId="flag-still"
              />
            ))}
          </Flex>
        )}
      </Box>
    ))}
  </Stack>
);
