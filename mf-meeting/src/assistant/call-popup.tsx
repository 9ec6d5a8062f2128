import { useQuery } from '@apollo/client/react';
import { assistantTexts } from '@canstring/contracts';
import { DialogFrame } from '@canstring/ui';
import { Box, Button, HStack, List, Text } from '@chakra-ui/react';
import { ASSISTANT_CALL_CENTRE } from './assistant-documents';

/**
 * The Call popup (spec 3 §2): the steps, with Proceed opening the softphone in a new tab and the login
 * shown; when calling is not set up, the custom message instead of the steps, and no Proceed.
 */
export const CallPopup = ({ onClose, openTab }: { onClose: () => void; openTab: (url: string) => void }) => {
  const { data, error } = useQuery(ASSISTANT_CALL_CENTRE, { fetchPolicy: 'network-only' });
  const settings = data?.assistantCallCentre;
  const url = settings?.softphoneUrl ?? null;
  return (
    <DialogFrame
      onClose={onClose}
      testId="call-popup"
      title={assistantTexts.callTitle}
      footer={
        <HStack>
          {url && (
            <Button onClick={() => openTab(url)} data-testid="call-proceed">
              {assistantTexts.proceed}
            </Button>
          )}
          <Button variant="outline" onClick={onClose} data-testid="call-close">
            {assistantTexts.close}
          </Button>
        </HStack>
      }
    >
      {error && <Text color="fg.error">{error.message}</Text>}
      {settings && !url && (
        <Text data-testid="call-message">{settings.message ?? assistantTexts.callNotConfigured}</Text>
      )}
      {url && (
        <Box data-testid="call-steps">
          <List.Root as="ol" gap="1" paddingStart="5">
            {assistantTexts.callSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
          <Box marginTop="3">
            <Text>
              {assistantTexts.callUsername}: <b data-testid="call-username">{settings?.username ?? ''}</b>
            </Text>
            <Text>
              {assistantTexts.callPassword}: <b data-testid="call-password">{settings?.password ?? ''}</b>
            </Text>
          </Box>
        </Box>
      )}
    </DialogFrame>
  );
};
