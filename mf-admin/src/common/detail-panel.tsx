import { adminScreenTexts } from '@canstring/contracts';
import { Box, Button, CloseButton, Flex, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailPanelProps {
  testId: string;
  title: string;
  /** Beside the title, before the close mark (a status, a Delete button). */
  headerExtra?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** The right-hand side of a list: one user's or group's details under a title with its close mark. */
export const DetailPanel = ({ testId, title, headerExtra, onClose, children }: DetailPanelProps) => (
  <Box as="section" data-testid={testId} aria-label={title}>
    <Flex align="center" gap="3" marginBottom="4">
      <Heading as="h2" size="md" flex="1">
        {title}
      </Heading>
      {headerExtra}
      <CloseButton size="sm" aria-label={adminScreenTexts.close} onClick={onClose} />
    </Flex>
    {children}
  </Box>
);

/** Cancel, and Create (a new one) or Update, under a detail form. */
export const DetailFormButtons = ({
  mode,
  submitting,
  onCancel,
}: {
  mode: 'create' | 'edit';
  submitting?: boolean;
  onCancel: () => void;
}) => (
  <HStack justify="flex-end">
    <Button variant="outline" onClick={onCancel}>
      {adminScreenTexts.cancel}
    </Button>
    <Button type="submit" colorPalette="brand" loading={submitting}>
      {mode === 'create' ? adminScreenTexts.create : adminScreenTexts.update}
    </Button>
  </HStack>
);
