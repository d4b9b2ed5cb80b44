import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { DetachedWindowAPI } from 'happy-dom';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UploadTexts } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { SignaturePad } from '@/components/uploads/signature-pad';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
const strokes: [number, number][] = [];

useClientServer({ page: '/home', signedInAs: '13800000001' });
beforeAll(async () => {
  // happy-dom draws nothing: this canvas records the strokes and "renders" a fixed PNG.
  const settings = (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.settings as { canvasAdapter?: unknown };
  settings.canvasAdapter = {
    getContext: () => ({ beginPath() {}, moveTo() {}, lineTo: (x: number, y: number) => strokes.push([x, y]), stroke() {}, clearRect() {} }),
    toDataURL: () => `data:image/png;base64,${PNG.toString('base64')}`,
  };
}, 60_000);

function Field() {
  const [file, setFile] = useState<UploadedFile | null>(null);
  return (
    <>
      <SignaturePad value={file} onChange={setFile} />
      <output data-testid="value">{JSON.stringify(file)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent!) as UploadedFile | null;

describe('SignaturePad', () => {
  it('asks for a signature before saving, then uploads the drawing as a PNG', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<Field />);
    await user.click(screen.getByRole('button', { name: '点击签名' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(UploadTexts.signatureEmpty)).toBeTruthy();

    const canvas = within(dialog).getByLabelText('签名区域');
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(strokes).toEqual([[40, 30]]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(value()).toMatchObject({ name: 'signature.png', mime: 'image/png' }), { timeout: 15_000 });
    const back = await fetch(value()!.url);
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
    expect(screen.getByRole('img', { name: '签名' }).getAttribute('src')).toBe(value()!.url);

    await user.click(screen.getByRole('button', { name: '清除签名' }));
    expect(value()).toBeNull();
    expect(screen.getByRole('button', { name: '点击签名' })).toBeTruthy();
  });
});
