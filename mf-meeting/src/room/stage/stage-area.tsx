import type { DisplayMode } from '@canstring/contracts';
import { roomScreenTexts } from '@canstring/contracts';
import { Box, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { WhiteboardProps } from '../whiteboard/whiteboard';
import { type SharedContentProps, SharedContentStage } from './shared-content';

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
 * 'none'. A late joiner reads the mode from the room state and sees it at once, where the room is.
 */
export const StageArea = ({
  mode,
  whiteboard,
  content,
}: {
  mode: DisplayMode;
  /** The board's props while the room has one up (its `whiteboard` feature). */
  whiteboard: WhiteboardProps | null;
  /** What the stage needs to show a shared document or video. */
  content: SharedContentProps;
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
      // The rest of the room's height; what is larger scrolls inside, never the page.
      flex="1"
      minHeight="0"
      overflow="auto"
    >
      {mode === 'whiteboard' &&
        (whiteboard ? (
          <Suspense fallback={<Opening />}>
            <Whiteboard {...whiteboard} />
          </Suspense>
        ) : (
          <Opening />
        ))}
      {mode !== 'whiteboard' && <SharedContentStage mode={mode} {...content} />}
    </Box>
  );
};
