import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AttachButton } from './attachment-parts';
import { UPLOAD_ACCEPT, uploadProblem } from './upload-checks';

const file = (name: string, size = 1_000) => ({ name, size });

describe('files picked for upload', () => {
  it('takes the extensions of the specification, in their listed case', () => {
    for (const name of ['notes.pdf', 'a.ppt', 'a.pptx', 'a.xls', 'a.xlsx', 'a.txt', 'a.doc', 'a.docx']) {
      expect(uploadProblem(file(name))).toBeNull();
    }
    for (const name of [
      'photo.png',
      'photo.PNG',
      'photo.jpg',
      'photo.JPG',
      'photo.jpeg',
      'clip.mp4',
      'clip.webm',
    ]) {
      expect(uploadProblem(file(name))).toBeNull();
    }
  });

  it("refuses any other extension with the specification's message", () => {
    expect(uploadProblem(file('run.exe'))).toBe(
      'Please choose a valid file. The extension exe is not supported',
    );
    expect(uploadProblem(file('archive.zip'))).toBe(attachmentMessages.extensionNotSupported('zip'));
    expect(uploadProblem(file('photo.Jpeg'))).toBe(attachmentMessages.extensionNotSupported('Jpeg'));
    expect(uploadProblem(file('README'))).toBe(attachmentMessages.extensionNotSupported(''));
  });

  it('refuses more than 50 MB', () => {
    expect(uploadProblem(file('big.mp4', ATTACHMENT_MAX_BYTES))).toBeNull();
    expect(uploadProblem(file('big.mp4', ATTACHMENT_MAX_BYTES + 1))).toBe(
      'File size should be less than 50 Mb',
    );
  });

  it('offers the same extensions in the picker', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.PNG', '.webm']));
    render(
      <UiProvider>
        <AttachButton disabled={false} onPick={() => undefined} />
      </UiProvider>,
    );
    expect(screen.getByTestId('attach-input').getAttribute('accept')).toBe(UPLOAD_ACCEPT);
  });

  it('hands the picked file on, and lets the same file be picked again', async () => {
    const picked: string[] = [];
    render(
      <UiProvider>
        <AttachButton disabled={false} onPick={(chosen) => picked.push(chosen.name)} />
      </UiProvider>,
    );
    const input = screen.getByTestId('attach-input') as HTMLInputElement;
    const chosen = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [chosen] } });
    await waitFor(() => expect(picked).toEqual(['notes.pdf']));
    expect(input.value).toBe('');
  });
});
