import type { RoomSession } from '@canstring/client/room';
import { displayModeOfContent, roomScreenTexts, type SharedContent } from '@canstring/contracts';
import { Button, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import type { SendSignal } from '../room-actions';
import { type StageFiles, stageFilesOf } from './stage-files';

const texts = roomScreenTexts.stage;

/** Each viewer's code is fetched when its kind of content is first shown. */
const DocumentViewer = lazy(() => import(/* webpackChunkName: "document" */ '../document/document-viewer'));
const VideoPlayer = lazy(() => import(/* webpackChunkName: "video" */ '../video/video-player'));
const YoutubeStage = lazy(() => import(/* webpackChunkName: "youtube" */ '../youtube/youtube-stage'));

export interface SharedContentProps {
  session: RoomSession | null;
  /** Sends a signal, a refusal shown by the room screen (Stop Sharing). */
  send: SendSignal;
  meetingNumber: string;
  participantId: string | null;
  /** What the room shares (flags.sharedContent), as the room service resolved it. */
  content: SharedContent | null;
  /** The page the room is on (features.document), 1 before anyone turned one. */
  documentPage: number;
  /** Host or presenter: turns pages, and plays, pauses and seeks for everyone. */
  mayPresent: boolean;
  /** A host: may take down what someone else shared. */
  host: boolean;
  guestToken?: string;
  /** The file server for this content; the room's by default. */
  files?: StageFiles;
}

/** The stage's place while the content is not known yet (its event on its way). */
const ContentPlace = ({ mode, children }: { mode: string; children: string }) => (
  <Center minHeight="40dvh" bg="bg.muted" borderRadius="md" data-testid={`stage-${mode}`}>
    <Text color="fg.muted">{children}</Text>
  </Center>
);

const placeholder: Record<'document' | 'mp4' | 'youtube', string> = {
  document: texts.document,
  mp4: texts.mp4,
  youtube: texts.youtube,
};

/**
 * A document, an mp4/webm or a YouTube video shared on the stage (spec 3 §3 Shared document, §4):
 * its name, the viewer of its kind, and Stop Sharing for whoever shared it or a host.
 */
export const SharedContentStage = ({
  mode,
  session,
  send,
  meetingNumber,
  participantId,
  content,
  documentPage,
  mayPresent,
  host,
  guestToken,
  files,
}: SharedContentProps & { mode: 'document' | 'mp4' | 'youtube' }) => {
  const documentKey = content ? `${content.kind}-${content.attachmentId ?? content.videoId}` : '';
  const roomFiles = useMemo(
    () =>
      files ??
      stageFilesOf({
        meetingNumber,
        participantId: participantId ?? '',
        documentKey,
        ...(guestToken ? { guestToken } : {}),
      }),
    [files, meetingNumber, participantId, documentKey, guestToken],
  );
  const shown = content && displayModeOfContent[content.kind] === mode ? content : null;
  if (!shown) return <ContentPlace mode={mode}>{placeholder[mode]}</ContentPlace>;
  const mayStop = host || shown.sharedBy === participantId;
  const opening = <ContentPlace mode={mode}>{placeholder[mode]}</ContentPlace>;
  return (
    <Stack gap="2" data-testid={`stage-${mode}`} data-content={documentKey}>
      <Flex align="center" gap="2">
        <Text flex="1" fontWeight="medium" truncate data-testid="shared-content-name">
          {shown.kind === 'youtube' ? roomScreenTexts.player.youtube : shown.fileName}
        </Text>
        {mayStop && (
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            data-testid="stop-sharing"
            onClick={() => void send('shareDoc', {})}
          >
            {roomScreenTexts.shareContent.stop}
          </Button>
        )}
      </Flex>
      <Suspense fallback={opening}>
        {shown.kind === 'document' && typeof shown.totalPages === 'number' && (
          <DocumentViewer
            key={documentKey}
            session={session}
            files={roomFiles}
            totalPages={shown.totalPages}
            roomPage={documentPage}
            mayTurn={mayPresent}
          />
        )}
        {shown.kind === 'video' && (
          <VideoPlayer
            key={documentKey}
            session={session}
            files={roomFiles}
            fileName={shown.fileName}
            maySend={mayPresent}
          />
        )}
        {shown.kind === 'youtube' && shown.videoId && (
          <YoutubeStage key={documentKey} session={session} videoId={shown.videoId} maySend={mayPresent} />
        )}
      </Suspense>
    </Stack>
  );
};
