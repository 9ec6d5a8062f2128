import {
  BRAND_NAME,
  meetingScreenTexts,
  messages,
  THANK_YOU_LINKS,
  THANK_YOU_MOBILE_REDIRECT_MS,
  THANK_YOU_REDIRECT_MS,
} from '@canstring/contracts';
import { Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useViewerClock } from '../common/viewer-clock';

const texts = meetingScreenTexts.thankYou;

/**
 * `/thankyou` (spec 3 "Thank-you page"): a thank-you message, then home after 4 s (2 s on a phone,
 * which also gets a Go to Home button), and a footer with Privacy & Terms, Help and the rights line.
 */
export const ThankYouPage = ({ navigate, mobile }: { navigate: (to: string) => void; mobile: boolean }) => {
  const clock = useViewerClock();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate('/'),
      mobile ? THANK_YOU_MOBILE_REDIRECT_MS : THANK_YOU_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, mobile]);
  return (
    <Flex direction="column" minHeight="60vh" data-testid="thank-you">
      <Flex flex="1" direction="column" align="center" justify="center" gap="4" padding="8">
        <Heading as="h1" size="2xl">
          {messages.thankYou}
        </Heading>
        {mobile && (
          <Button onClick={() => navigate('/')} data-testid="go-home">
            {meetingScreenTexts.entry.goHome}
          </Button>
        )}
      </Flex>
      <Box as="footer" borderTopWidth="1px" paddingY="3" paddingX="6">
        <Flex align="center" gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          <HStack gap="4">
            <Link href={THANK_YOU_LINKS.privacyTerms}>{texts.privacyTerms}</Link>
            <Link href={THANK_YOU_LINKS.help}>{texts.help}</Link>
          </HStack>
          <Text marginStart="auto">{texts.allRightsReserved(clock.now().getFullYear(), BRAND_NAME)}</Text>
        </Flex>
      </Box>
    </Flex>
  );
};
