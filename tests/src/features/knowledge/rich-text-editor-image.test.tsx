import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from '@/features/knowledge/components/rich-text-editor';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

useClientServer({ page: '/FAQManage', signedInAs: '13800000002' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const html = () => screen.getByTestId('html').textContent ?? '';

/** The answer field's stand-in: shows the HTML the editor reported. */
function Answer() {
  const [value, setValue] = useState('<p>先断电</p>');
  return (
    <>
      <RichTextEditor label="答案" value={value} onChange={setValue} />
      <output data-testid="html">{value}</output>
    </>
  );
}

describe('a picture in the knowledge editor', () => {
  it('is uploaded from the toolbar and inserted as the upload’s address, which serves the same bytes', async () => {
    renderWithStore(<Answer />);
    expect(screen.getByRole('button', { name: '图片' })).toBeTruthy();
    await user().upload(screen.getByLabelText('答案插入图片'), new File([PNG], '滤网.png', { type: 'image/png' }));
    await waitFor(() => expect(html()).toMatch(/<img src="[^"]*\/upload\/file\/\d+" alt="滤网.png">/), { timeout: 15_000 });
    expect(html()).toContain('<p>先断电</p>');
    const src = /<img src="([^"]+)"/.exec(html())![1];
    const back = await fetch(src);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
    expect(screen.getByRole('textbox', { name: '答案' }).querySelector('img')?.getAttribute('alt')).toBe('滤网.png');
  });

  it('shows the server’s refusal of a file that is not a picture and inserts nothing', async () => {
    renderWithStore(<Answer />);
    await user().upload(screen.getByLabelText('答案插入图片'), new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(/图片/, { selector: '.arco-message *' }, { timeout: 15_000 })).toBeTruthy();
    expect(html()).toBe('<p>先断电</p>');
  });
});
