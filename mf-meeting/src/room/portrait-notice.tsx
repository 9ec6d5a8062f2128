import { MOBILE_MAX_WIDTH, roomScreenTexts } from '@canstring/contracts';
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const portraitPhone = () => window.innerWidth <= MOBILE_MAX_WIDTH && window.innerHeight > window.innerWidth;

/** A phone held upright (width under 769, portrait) is asked to rotate (spec 3 §2). */
export const PortraitNotice = () => {
  const [portrait, setPortrait] = useState(portraitPhone);
  useEffect(() => {
    const check = () => setPortrait(portraitPhone());
    window.addEventListener('resize', check);
    window.addEventListener('orientationchange', check);
    return () => {
      window.removeEventListener('resize', check);
      window.removeEventListener('orientationchange', check);
    };
  }, []);
  if (!portrait) return null;
  return (
    <Box data-testid="portrait-notice" role="status" padding="2" bg="bg.warning" textAlign="center">
      <Text>{roomScreenTexts.portrait}</Text>
    </Box>
  );
};
