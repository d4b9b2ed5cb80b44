import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UploadTexts, type UploadKindValue } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { SafeImage } from '@/components/uploads/safe-image';
import { UploadField } from '@/components/uploads/upload-field';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

useClientServer({ page: '/home', signedInAs: '13800000001' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as UploadedFile[];

/** A form field's stand-in: shows the value the field reported. */
function Field({ kind, maxCount, maxSizeMb }: { kind?: UploadKindValue; maxCount?: number; maxSizeMb?: number }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <>
      <UploadField kind={kind} maxCount={maxCount} maxSizeMb={maxSizeMb} value={files} onChange={setFiles} />
      <output data-testid="value">{JSON.stringify(files)}</output>
    </>
  );
}

describe('UploadField', () => {
  it('uploads pictures to the server, which serves back the same bytes', async () => {
    renderWithStore(<Field maxCount={3} />);
    await user().upload(fileInput(), [new File([PNG], '现场.png', { type: 'image/png' }), new File([PNG], '铭牌.png', { type: 'image/png' })]);
    await waitFor(() => expect(value()).toHaveLength(2), { timeout: 15_000 });
    expect(value().map((f) => f.name).sort()).toEqual(['现场.png', '铭牌.png'].sort());
    const back = await fetch(value()[0].url);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
    expect(document.querySelectorAll('.arco-upload-list-item-picture img')).toHaveLength(2);
  });

  it('removes a picture from the value', async () => {
    renderWithStore(<Field />);
    await user().upload(fileInput(), new File([PNG], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(value()).toHaveLength(1), { timeout: 15_000 });
    fireEvent.click(document.querySelector('.arco-upload-list-remove-icon')!);
    await waitFor(() => expect(value()).toEqual([]));
  });

  it('refuses a file too large or of the wrong type before sending it', async () => {
    renderWithStore(<Field maxSizeMb={0.001} />);
    await user().upload(fileInput(), new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('文件大小不能超过0.001MB')).toBeTruthy();
    await user().upload(fileInput(), new File(['hello'], 'note.txt', { type: 'text/plain' }));
    expect(await screen.findByText(UploadTexts.badImage)).toBeTruthy();
    expect(value()).toEqual([]);
  });

  it('shows the server refusal of a picture whose bytes are not an image', async () => {
    renderWithStore(<Field />);
    await user().upload(fileInput(), new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    // The failed upload stays in the list, marked, with the server's reason shown.
    await waitFor(() => expect(document.querySelector('.arco-upload-list-error-icon')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.getAllByText(UploadTexts.badImage).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: UploadTexts.imageBroken })).toBeTruthy();
    expect(value()).toEqual([]);
  });

  it('uploads an attachment listed by its name, linking to the file', async () => {
    renderWithStore(<Field kind="file" />);
    await user().upload(fileInput(), new File(['%PDF-1.4'], '报价单.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(value()).toHaveLength(1), { timeout: 15_000 });
    expect(value()[0]).toMatchObject({ name: '报价单.pdf', mime: 'application/pdf' });
    expect(screen.getByRole('link', { name: /报价单\.pdf/ }).getAttribute('href')).toBe(value()[0].url);
  });
});

describe('SafeImage', () => {
  it('replaces a picture that fails to load by a placeholder', () => {
    renderWithStore(<SafeImage src="/api/upload/file/99999999" alt="现场照片" />);
    fireEvent.error(screen.getByRole('img', { name: '现场照片' }));
    expect(screen.getByRole('img', { name: UploadTexts.imageBroken })).toBeTruthy();
  });
});
