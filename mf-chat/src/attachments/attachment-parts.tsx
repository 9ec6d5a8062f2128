import { chatScreenTexts, confirmTexts } from '@canstring/contracts';
import type { PagedList } from '@canstring/ui';
import { ConfirmDialog, PagedListSentinel } from '@canstring/ui';
import { Box, Button, Flex, IconButton, Progress, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { DownloadIcon, FileIcon, PaperclipIcon } from '../common/icons';
import { fileSizeText } from '../common/time-texts';
import type { Attachment } from '../graphql/types';
import { UPLOAD_ACCEPT } from './upload-checks';
import type { Upload } from './use-attachments';

/** The paperclip: picks one file of the accepted kinds. */
export const AttachButton = ({ disabled, onPick }: { disabled: boolean; onPick: (file: File) => void }) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_ACCEPT}
        data-testid="attach-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={chatScreenTexts.attachFile}
        title={chatScreenTexts.attachFile}
        disabled={disabled}
        data-testid="attach-file"
        onClick={() => input.current?.click()}
      >
        <PaperclipIcon />
      </IconButton>
    </>
  );
};

/** The visible progress of an upload. */
export const UploadProgress = ({ upload }: { upload: Upload }) => (
  <Box paddingX="3" paddingY="2" borderTopWidth="1px" data-testid="upload-progress">
    <Progress.Root value={Math.round(upload.share * 100)} size="sm" colorPalette="brand">
      <Flex justify="space-between" marginBottom="1">
        <Progress.Label fontSize="xs">{chatScreenTexts.uploading(upload.name)}</Progress.Label>
        <Progress.ValueText fontSize="xs" />
      </Flex>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  </Box>
);

export interface AttachmentCardsProps {
  list: PagedList<Attachment>;
  me: string;
  onDownload: (attachment: Attachment) => void;
  onDelete: (attachment: Attachment) => void;
}

/**
 * The chat's files as cards: name, size, uploader, date, download, and delete for the uploader (asked
 * first: it is gone for everyone in the chat).
 */
export const AttachmentCards = ({ list, me, onDownload, onDelete }: AttachmentCardsProps) => {
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  if (list.items.length === 0) return null;
  return (
    <Box borderTopWidth="1px" paddingX="3" paddingY="2" data-testid="attachments">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" marginBottom="1">
        {chatScreenTexts.files} ({list.total})
      </Text>
      <Flex gap="2" overflowX="auto" paddingBottom="1">
        {list.items.map((attachment) => (
          <Flex
            key={attachment.id}
            direction="column"
            gap="1"
            minWidth="52"
            maxWidth="64"
            borderWidth="1px"
            borderRadius="md"
            padding="2"
            data-testid="attachment-card"
            data-attachment-id={attachment.id}
          >
            <Flex align="center" gap="2" minWidth="0">
              <FileIcon boxSize="4" flexShrink={0} />
              <Text
                fontSize="sm"
                fontWeight="medium"
                truncate
                title={attachment.originalName}
                data-testid="attachment-name"
              >
                {attachment.originalName}
              </Text>
            </Flex>
            <Text fontSize="xs" color="fg.muted" truncate>
              {fileSizeText(attachment.size)} · {attachment.uploaderName} ·{' '}
              {dayjs(attachment.createdAt).format('MMM DD YYYY, HH:mm')}
            </Text>
            <Flex gap="1">
              <Button
                size="2xs"
                variant="outline"
                data-testid="attachment-download"
                onClick={() => onDownload(attachment)}
              >
                <DownloadIcon /> {chatScreenTexts.download}
              </Button>
              {attachment.uploaderId === me && (
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  data-testid="attachment-delete"
                  onClick={() => setToDelete(attachment)}
                >
                  {chatScreenTexts.delete}
                </Button>
              )}
            </Flex>
          </Flex>
        ))}
        <PagedListSentinel name="attachments" list={list} paddingY="1" />
      </Flex>
      {toDelete && (
        <ConfirmDialog
          open
          testId="confirm-delete-attachment"
          title={confirmTexts.title}
          message={confirmTexts.deleteAttachment.message(toDelete.originalName)}
          confirmLabel={confirmTexts.deleteAttachment.confirm}
          cancelLabel={confirmTexts.cancel}
          danger
          onCancel={() => setToDelete(null)}
          onConfirm={() => {
            setToDelete(null);
            onDelete(toDelete);
          }}
        />
      )}
    </Box>
  );
};
