import { useApolloClient } from '@apollo/client/react';
import { FileServerError } from '@canstring/client';
import { chatScreenTexts } from '@canstring/contracts';
import { notify, usePagedList } from '@canstring/ui';
import { useCallback, useState } from 'react';
import { targetInput } from '../chat/chat-target';
import { useChatContext } from '../common/chat-context';
import type { SelectedTarget } from '../common/chat-selection';
import { ATTACHMENTS, DELETE_ATTACHMENT } from '../graphql/documents';
import type { Attachment } from '../graphql/types';
import { useChatEvent } from '../live/chat-events';
import { downloadAttachment, uploadAttachment } from './file-transfer';
import { uploadProblem } from './upload-checks';

/** A file on its way to the file server. */
export interface Upload {
  name: string;
  /** 0..1 */
  share: number;
}

const belongsTo = (attachment: Attachment, target: SelectedTarget, me: string) =>
  target.kind === 'group'
    ? attachment.groupId === target.id
    : attachment.groupId === null &&
      ((attachment.uploaderId === me && attachment.toUserId === target.id) ||
        (attachment.uploaderId === target.id && attachment.toUserId === me));

const newestFirst = (a: Attachment, b: Attachment) =>
  a.createdAt === b.createdAt ? Number(b.id) - Number(a.id) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * A chat's attachments, newest first, kept current by `attachmentChanged`; uploading with progress,
 * downloading with the session token and deleting (the uploader's own).
 */
export const useAttachments = (target: SelectedTarget) => {
  const client = useApolloClient();
  const { me, fileServerUrl, report } = useChatContext();
  const [upload, setUpload] = useState<Upload | null>(null);
  const { kind, id } = target;

  const list = usePagedList<Attachment>(
    async (offset, limit) => {
      const result = await client.query({
        query: ATTACHMENTS,
        variables: { with: targetInput({ kind, id } as SelectedTarget), offset, limit },
        fetchPolicy: 'no-cache',
      });
      return {
        items: result.data?.attachments.attachments ?? [],
        total: result.data?.attachments.total ?? 0,
      };
    },
    `${kind}:${id}`,
    report,
    (attachment) => attachment.id,
  );
  const { update, reload } = list;
  const add = useCallback(
    (attachment: Attachment) =>
      update((items) =>
        items.some((item) => item.id === attachment.id) ? items : [attachment, ...items].sort(newestFirst),
      ),
    [update],
  );
  const drop = useCallback(
    (attachmentId: string) => update((items) => items.filter((item) => item.id !== attachmentId)),
    [update],
  );

  useChatEvent('attachment', ({ kind: change, attachment }) => {
    if (!belongsTo(attachment, target, me.id)) return;
    if (change === 'added') add(attachment);
    else drop(attachment.id);
  });
  useChatEvent('resumed', reload);

  const send = useCallback(
    async (file: File) => {
      const problem = uploadProblem(file);
      if (problem) {
        notify(problem, 'error');
        return;
      }
      if (!fileServerUrl) {
        notify(chatScreenTexts.uploadFailed, 'error');
        return;
      }
      setUpload({ name: file.name, share: 0 });
      try {
        const attachment = await uploadAttachment({
          fileServerUrl,
          token: me.token,
          file,
          target: targetInput({ kind, id } as SelectedTarget),
          onProgress: (share) => setUpload({ name: file.name, share }),
        });
        if (attachment?.id) add(attachment);
      } catch (error) {
        notify(
          error instanceof FileServerError && error.shown ? error.shown : chatScreenTexts.uploadFailed,
          'error',
        );
      } finally {
        setUpload(null);
      }
    },
    [fileServerUrl, me.token, kind, id, add],
  );

  const download = useCallback(
    (attachment: Attachment) => {
      if (!fileServerUrl) return;
      downloadAttachment(fileServerUrl, me.token, attachment).catch((error: unknown) =>
        notify(
          error instanceof FileServerError && error.shown ? error.shown : chatScreenTexts.downloadFailed,
          'error',
        ),
      );
    },
    [fileServerUrl, me.token],
  );

  const remove = useCallback(
    (attachment: Attachment) => {
      client
        .mutate({ mutation: DELETE_ATTACHMENT, variables: { id: attachment.id } })
        .then(() => drop(attachment.id), report);
    },
    [client, drop, report],
  );

  return { list, upload, send, download, remove };
};
