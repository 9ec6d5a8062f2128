import { chatScreenTexts, confirmTexts } from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Attachment } from '../graphql/types';
import { AttachmentCards } from './attachment-parts';

const report: Attachment = {
  id: '9',
  originalName: 'report.pdf',
  size: 2048,
  mimeType: 'application/pdf',
  totalPages: 3,
  fileDesc: null,
  uploaderId: '1',
  uploaderName: 'Ada',
  toUserId: '2',
  groupId: null,
  createdAt: new Date().toISOString(),
  downloadPath: '/attachments/9',
};

const list = {
  items: [report],
  total: 1,
  loading: false,
  settled: true,
  hasMore: false,
  loadMore: () => undefined,
  reload: () => undefined,
  update: () => undefined,
};

describe('AttachmentCards', () => {
  it('asks before deleting a file for everyone: Cancel keeps it, Delete deletes it', async () => {
    const onDelete = jest.fn();
    render(
      <UiProvider>
        <AttachmentCards list={list} me="1" onDownload={() => undefined} onDelete={onDelete} />
      </UiProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: chatScreenTexts.delete }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain(confirmTexts.deleteAttachment.message('report.pdf'));
    fireEvent.click(within(ask).getByRole('button', { name: confirmTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: chatScreenTexts.delete }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: confirmTexts.deleteAttachment.confirm }));
    expect(onDelete).toHaveBeenCalledWith(report);
  });
});
