import { devicePreviewTexts, MIC_LEVEL_MAX } from '@canstring/contracts';
import { Box } from '@chakra-ui/react';
import { MIC_BAND_COLOURS, micBandOf } from './mic-level';

/** The live mic level, 0 to 100, coloured by its band (spec 3 §9). */
export const MicMeter = ({ level }: { level: number }) => {
  const band = micBandOf(level);
  return (
    <Box
      role="meter"
      aria-label={devicePreviewTexts.micLevel}
      aria-valuemin={0}
      aria-valuemax={MIC_LEVEL_MAX}
      aria-valuenow={level}
      data-testid="mic-meter"
      data-band={band}
      height="2"
      width="full"
      borderRadius="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box height="full" width={`${level}%`} bg={MIC_BAND_COLOURS[band]} transition="width 0.1s linear" />
    </Box>
  );
};
