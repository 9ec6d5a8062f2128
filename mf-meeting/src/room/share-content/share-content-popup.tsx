import { useQuery } from '@apollo/client/react';
import { loadRuntimeConfig } from '@canstring/client';
import type { RoomSession } from '@canstring/client/room';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  isSharedVideoMime,
  roomMessages,
  roomScreenTexts,
  shareMessages,
  youtubeVideoOf,
} from '@canstring/contracts';
import { DialogFrame } from '@canstring/ui';
import { Alert, Box, Button, Field, Flex, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { SHAREABLE_FILES } from '../../graphql/documents';
import { stagePass } from '../stage/stage-files';
import type { ShareableFile } from './shareable-files';
import { type ChatTarget, type UploadOutcome, uploadFile } from './upload-file';

const texts = roomScreenTexts.shareContent;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong;

/** Whether a file of the chat can go on the stage: a converted document, or a video. */
const shareable = (file: ShareableFile): boolean =>
  isSharedVideoMime(file.mimeType) || (file.totalPages !== null && file.totalPages > 0);

export interface ShareContentPopupProps {
  session: RoomSession | null;
  /** This person's participant in the room (the server lists the files it may share). */
  participantId: string;
  /** A guest shares YouTube videos only (the room refuses them files). */
  guest: boolean;
  guestToken?: string;
  onClose: () => void;
  /** Sends a chosen file to the meeting's chat; the file server with progress by default. */
  upload?: UploadToChat;
}

export type UploadToChat = (
  file: File,
  target: ChatTarget,
  onProgress: (share: number) => void,
) => Promise<UploadOutcome>;

/** The file server of the runtime config, with this person's pass. */
const uploadToFileServer =
  (guestToken: string | undefined): UploadToChat =>
  async (file, target, onProgress) => {
    const config = await loadRuntimeConfig();
    if (!config.fileServerUrl) throw new Error(roomMessages.somethingWentWrong);
    return uploadFile({
      fileServerUrl: config.fileServerUrl,
      pass: stagePass(guestToken),
      file,
      target,
      onProgress,
    });
  };

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; name: string; share: number }
  | { state: 'done'; outcome: UploadOutcome };

/**
 * The Share Content popup (spec 2 §2.10 docshare, §5): a file already shared in this meeting's chat,
 * a new one uploaded there (its progress shown; the extension and 50 MB checked here with the spec's
 * words, the content again by the file server), or a YouTube link. Choosing shares it on the stage
 * (shareDoc); the room service resolves what it is and refuses what cannot be shown.
 */
export const ShareContentPopup = ({
  session,
  participantId,
  guest,
  guestToken,
  onClose,
  upload = uploadToFileServer(guestToken),
}: ShareContentPopupProps) => {
  const files = useQuery(SHAREABLE_FILES, {
    variables: { participantId },
    skip: guest,
    fetchPolicy: 'network-only',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<Upload>({ state: 'idle' });
  const [link, setLink] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const list = files.data?.shareableFiles.attachments ?? [];
  const target = files.data?.shareableFiles.target;

  const share = async (payload: { attachmentId: number } | { youtubeUrl: string }) => {
    if (!session) return;
    setBusy(true);
    setProblem(null);
    try {
      await session.sendSignal('shareDoc', payload);
      onClose();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const chosen = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    setProblem(null);
    const refused = attachmentProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    const chat: ChatTarget | null = target?.groupId
      ? { groupId: target.groupId }
      : target?.userId
        ? { userId: target.userId }
        : null;
    if (!chat) {
      setProblem(texts.noChat);
      return;
    }
    setSending({ state: 'sending', name: file.name, share: 0 });
    try {
      const outcome = await upload(file, chat, (share) =>
        setSending({ state: 'sending', name: file.name, share }),
      );
      setSending({ state: 'done', outcome });
      await files.refetch();
    } catch (error) {
      setSending({ state: 'idle' });
      setProblem(messageOf(error));
    }
  };

  const shareLink = (event: FormEvent) => {
    event.preventDefault();
    if (!youtubeVideoOf(link)) {
      setLinkProblem(shareMessages.invalidYoutubeUrl);
      return;
    }
    setLinkProblem(null);
    void share({ youtubeUrl: link.trim() });
  };

  return (
    <DialogFrame
      testId="share-content"
      title={texts.title}
      onClose={onClose}
      size="lg"
      footer={
        <Button size="sm" variant="outline" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <Stack gap="4">
        {problem && (
          <Alert.Root status="error" size="sm" data-testid="share-problem">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {!guest && (
          <Stack gap="2" data-testid="share-files">
            <Text fontWeight="medium">{texts.chatFiles}</Text>
            {files.loading && <Text color="fg.muted">{texts.loadingFiles}</Text>}
            {files.error && <Text color="fg.error">{messageOf(files.error)}</Text>}
            {!files.loading && !files.error && list.length === 0 && (
              <Text color="fg.muted" data-testid="share-no-files">
                {texts.noFiles}
              </Text>
            )}
            {list.map((file) => (
              <Flex
                key={file.id}
                align="center"
                gap="2"
                data-testid="share-file"
                data-name={file.originalName}
                data-shareable={shareable(file)}
              >
                <Text flex="1" truncate>
                  {file.originalName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {isSharedVideoMime(file.mimeType)
                    ? texts.video
                    : file.totalPages
                      ? texts.pages(file.totalPages)
                      : shareMessages.notConverted}
                </Text>
                <Button
                  size="xs"
                  disabled={!shareable(file) || busy}
                  onClick={() => void share({ attachmentId: Number(file.id) })}
                >
                  {texts.share}
                </Button>
              </Flex>
            ))}
            <Box>
              <input
                ref={picker}
                type="file"
                accept={ATTACHMENT_ACCEPT}
                hidden
                data-testid="share-upload-input"
                onChange={(event) => void chosen(event.currentTarget.files?.[0])}
              />
              <Button
                size="sm"
                variant="outline"
                data-testid="share-upload"
                disabled={sending.state === 'sending' || !target}
                onClick={() => picker.current?.click()}
              >
                {texts.upload}
              </Button>
            </Box>
            {sending.state === 'sending' && (
              <Progress.Root
                value={Math.round(sending.share * 100)}
                size="sm"
                data-testid="share-upload-progress"
                data-share={sending.share}
              >
                <Progress.Label fontSize="xs">
                  {sending.share < 1 ? texts.uploading(Math.round(sending.share * 100)) : texts.converting}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            {sending.state === 'done' && (
              <Alert.Root
                status={sending.outcome.failure ? 'warning' : 'success'}
                size="sm"
                data-testid="share-uploaded"
              >
                <Alert.Indicator />
                <Alert.Title>{sending.outcome.failure ?? texts.uploaded}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}
        <form onSubmit={shareLink} noValidate>
          <Field.Root invalid={Boolean(linkProblem)}>
            <Field.Label>{texts.youtube}</Field.Label>
            <Flex gap="2" width="full">
              <Input
                size="sm"
                value={link}
                placeholder={texts.youtubePlaceholder}
                data-testid="share-youtube-link"
                onChange={(event) => setLink(event.target.value)}
              />
              <Button size="sm" type="submit" disabled={busy} data-testid="share-youtube">
                {texts.shareYoutube}
              </Button>
            </Flex>
            {linkProblem && (
              <Field.ErrorText data-testid="share-youtube-problem">{linkProblem}</Field.ErrorText>
            )}
          </Field.Root>
        </form>
      </Stack>
    </DialogFrame>
  );
};
