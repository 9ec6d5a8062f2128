import type { DisplayMode } from '@canstring/contracts';
import { roomScreenTexts } from '@canstring/contracts';
import { Box, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { WhiteboardProps } from '../whiteboard/whiteboard';
import { DocumentStage, Mp4Stage, YoutubeStage } from './shared-content';

/** The whiteboard's code (Konva, perfect-freehand) is fetched when a board is first shown. */
const Whiteboard = lazy(() => import(/* webpackChunkName: "whiteboard" */ '../whiteboard/whiteboard'));

const Opening = () => (
  <Text color="fg.muted" padding="4" data-testid="whiteboard-opening">
    {roomScreenTexts.whiteboard.loading}
  </Text>
);

/**
 * The room's stage (spec 3 §2, §4): what the room shows everyone in its display mode, one mode at a
 * time, as the server decides: the whiteboard, a document, an mp4 or a YouTube video; nothing for
 * 'none'. A late joiner reads the mode from the room state and sees it at once.
 */
export const StageArea = ({
  mode,
  whiteboard,
}: {
  mode: DisplayMode;
  /** The board's props while the room has one up (its `whiteboard` feature). */
  whiteboard: WhiteboardProps | null;
}) => {
  if (mode === 'none') return null;
  return (
    <Box
      as="section"
      aria-label={roomScreenTexts.stage.label}
      data-testid="stage"
      data-mode={mode}
      paddingX="3"
      paddingTop="3"
    >
      {mode === 'whiteboard' &&
        (whiteboard ? (
          <Suspense fallback={<Opening />}>
            <Whiteboard {...whiteboard} />
          </Suspense>
        ) : (
          <Opening />
        ))}
      {mode === 'document' && <DocumentStage />}
      {mode === 'mp4' && <Mp4Stage />}
      {mode === 'youtube' && <YoutubeStage />}
    </Box>
  );
};
