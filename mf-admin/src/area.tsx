import type { AreaProps } from '@canstring/client';
import { adminMessages, messages } from '@canstring/contracts';
import { AreaFrame } from '@canstring/ui';
import { Button, EmptyState, VStack } from '@chakra-ui/react';

export const AdministrationArea = ({ pathname }: AreaProps) => (
  <AreaFrame name="admin" title="Administration" pathname={pathname}>
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Description>{messages.emptyState}</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand">{adminMessages.createNewUser}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  </AreaFrame>
);
