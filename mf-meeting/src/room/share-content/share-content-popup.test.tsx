import { createRoomSession, type RoomSession } from '@canstring/client/room';
import { roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import { attachmentMessages, roomScreenTexts, shareMessages } from '@canstring/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fixedClock, quietFieldObserver, refusal, renderWithGateway } from '../../test-support/fake-gateway';
import { fakeRoomGateway } from '../../test-support/fake-room';
import { ShareContentPopup, type UploadToChat } from './share-content-popup';
import type { ShareableFiles } from './shareable-files';

const texts = roomScreenTexts.shareContent;
const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');
const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });

const meetingFiles = (attachments: ShareableFiles['attachments']): ShareableFiles => ({
  target: { userId: null, groupId: '7' },
  attachments,
});
const deck = {
  id: '11',
  originalName: 'deck.pptx',
  mimeType: 'application/vnd.ms-powerpoint',
  totalPages: 5,
  createdAt: '2026-03-10T18:00:00.000Z',
};
const film = {
  id: '12',
  originalName: 'film.mp4',
  mimeType: 'video/mp4',
  totalPages: null,
  createdAt: '2026-03-10T18:01:00.000Z',
};
const locked = {
  id: '13',
  originalName: 'locked.pdf',
  mimeType: 'application/pdf',
  totalPages: null,
  createdAt: '2026-03-10T18:02:00.000Z',
};

const settle = async () => {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

const open = async ({
  files = [deck, film, locked],
  guest = false,
  upload,
  signalAnswer,
  noChat = false,
}: {
  files?: ShareableFiles['attachments'];
  noChat?: boolean;
  guest?: boolean;
  upload?: UploadToChat;
  signalAnswer?: Parameters<typeof fakeRoomGateway>[1];
} = {}) => {
  const gateway = fakeRoomGateway(
    {
      participantId: ada.participantId,
      state: roomState({ participants: [ada], flags: roomFlags({ started: true }) }),
    },
    signalAnswer,
  );
  let listed = files;
  gateway.answers.ShareableFiles = () => ({
    data: { shareableFiles: noChat ? { target: null, attachments: [] } : meetingFiles(listed) },
  });
  const session: RoomSession = createRoomSession({
    client: gateway.client,
    entry: { alias: 'ab12cd34', currentDate: '', zone: 'UTC', windowId: 'w', asHost: true },
  });
  await session.join();
  const closed = jest.fn();
  renderWithGateway(
    gateway.client,
    clock,
    <ShareContentPopup
      session={session}
      participantId={ada.participantId}
      guest={guest}
      onClose={closed}
      {...(upload ? { upload } : {})}
    />,
  );
  await settle();
  return { gateway, closed, session, list: (next: typeof files) => (listed = next) };
};

const popup = () => screen.getByTestId('share-content');
const fileRow = (name: string) =>
  within(popup())
    .getAllByTestId('share-file')
    .find((row) => row.dataset.name === name)!;
const pick = (file: File) =>
  fireEvent.change(within(popup()).getByTestId('share-upload-input'), { target: { files: [file] } });
const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('the Share Content popup', () => {
  quietFieldObserver();

  it('lists the meeting chat’s files and shares a converted document or a video, not one that failed', async () => {
    const { gateway, closed } = await open();
    expect(within(popup()).getByText(texts.title)).toBeTruthy();
    expect(gateway.sent.find((s) => s.name === 'ShareableFiles')?.variables).toEqual({
      participantId: ada.participantId,
    });
    expect(within(fileRow('deck.pptx')).getByText(texts.pages(5))).toBeTruthy();
    expect(within(fileRow('film.mp4')).getByText(texts.video)).toBeTruthy();
    expect(within(fileRow('locked.pdf')).getByText(shareMessages.notConverted)).toBeTruthy();
    expect(within(fileRow('locked.pdf')).getByRole('button', { name: texts.share })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(fileRow('deck.pptx')).getByRole('button', { name: texts.share }));
    await settle();
    expect(gateway.signals()).toEqual([{ method: 'shareDoc', payload: { attachmentId: 11 } }]);
    expect(closed).toHaveBeenCalled();
  });

  it('says the room’s refusal and stays open', async () => {
    const { gateway, closed } = await open({
      signalAnswer: refusal(shareMessages.notYourContent, 'FORBIDDEN'),
    });
    fireEvent.click(within(fileRow('film.mp4')).getByRole('button', { name: texts.share }));
    await settle();
    expect(gateway.signals()).toEqual([{ method: 'shareDoc', payload: { attachmentId: 12 } }]);
    expect(screen.getByTestId('share-problem').textContent).toBe(shareMessages.notYourContent);
    expect(closed).not.toHaveBeenCalled();
  });

  it('refuses a YouTube link that is not one, in the spec’s words, and shares one that is', async () => {
    const { gateway } = await open();
    const field = screen.getByTestId('share-youtube-link');
    for (const wrong of ['not a link', 'https://www.youtube.com/playlist?list=PL0123456789']) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(screen.getByTestId('share-youtube'));
      await settle();
      expect(screen.getByTestId('share-youtube-problem').textContent).toBe('Enter valid youtube url !');
    }
    expect(gateway.signals()).toEqual([]);
    fireEvent.change(field, { target: { value: ' https://youtu.be/dQw4w9WgXcQ?t=30 ' } });
    fireEvent.click(screen.getByTestId('share-youtube'));
    await settle();
    expect(screen.queryByTestId('share-youtube-problem')).toBeNull();
    expect(gateway.signals()).toEqual([
      { method: 'shareDoc', payload: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?t=30' } },
    ]);
  });

  it('checks a picked file’s extension and size before sending, in the spec’s words', async () => {
    const upload = jest.fn<ReturnType<UploadToChat>, Parameters<UploadToChat>>();
    await open({ upload });
    pick(sized('tool.exe', 10));
    await settle();
    expect(screen.getByTestId('share-problem').textContent).toBe(
      'Please choose a valid file. The extension exe is not supported',
    );
    pick(sized('huge.pdf', 50 * 1024 * 1024 + 1));
    await settle();
    expect(screen.getByTestId('share-problem').textContent).toBe(attachmentMessages.fileTooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads to the meeting’s chat with its progress, then lists the file to share', async () => {
    let finish: (() => void) | undefined;
    const upload: UploadToChat = (file, target, onProgress) =>
      new Promise((resolve) => {
        expect(target).toEqual({ groupId: '7' });
        onProgress(0.4);
        finish = () =>
          resolve({
            attachment: { ...deck, id: '14', originalName: file.name } as never,
            failure: null,
          });
      });
    const { list } = await open({ files: [], upload });
    expect(screen.getByTestId('share-no-files').textContent).toBe(texts.noFiles);
    pick(new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    await settle();
    const progress = screen.getByTestId('share-upload-progress');
    expect(progress.dataset.share).toBe('0.4');
    expect(progress.textContent).toContain(texts.uploading(40));
    list([{ ...deck, id: '14', originalName: 'notes.pdf', totalPages: 3 }]);
    await act(async () => finish?.());
    await settle();
    expect(screen.queryByTestId('share-upload-progress')).toBeNull();
    expect(screen.getByTestId('share-uploaded').textContent).toBe(texts.uploaded);
    expect(within(fileRow('notes.pdf')).getByText(texts.pages(3))).toBeTruthy();
  });

  it('says why an uploaded file cannot be shown, and why the file server refused one', async () => {
    let answer: 'failed' | 'refused' = 'failed';
    const upload: UploadToChat = async (file) => {
      if (answer === 'refused') throw new Error('This file is not what its name says');
      return {
        attachment: { ...locked, originalName: file.name } as never,
        failure: shareMessages.passwordProtected,
      };
    };
    await open({ upload });
    pick(new File(['%PDF'], 'secret.pdf'));
    await settle();
    expect(screen.getByTestId('share-uploaded').textContent).toBe(shareMessages.passwordProtected);
    answer = 'refused';
    pick(new File(['MZ'], 'slides.pptx'));
    await settle();
    expect(screen.getByTestId('share-problem').textContent).toBe('This file is not what its name says');
  });

  it('offers no upload when the meeting has no chat of this person’s (an instant room)', async () => {
    await open({ noChat: true });
    expect(screen.getByTestId('share-no-files').textContent).toBe(texts.noFiles);
    expect(screen.getByTestId('share-upload')).toHaveProperty('disabled', true);
  });

  it('offers a guest only the YouTube link', async () => {
    const { gateway } = await open({ guest: true });
    expect(screen.queryByTestId('share-files')).toBeNull();
    expect(gateway.sent.some((s) => s.name === 'ShareableFiles')).toBe(false);
    expect(screen.getByTestId('share-youtube-link')).toBeTruthy();
  });
});
