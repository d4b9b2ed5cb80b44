import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_LIMITS } from '@domain/forms/field-values';
import { validateValues } from '@domain/forms/validate-values';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { EVERY_CONTROL, keyOf } from './every-control.fixture';
import { Harness, detailOf, field, reported, user } from './form-harness';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const fileInput = (title: string) => screen.getByRole('group', { name: title }).querySelector<HTMLInputElement>('input[type=file]')!;
const stored = (url: string, name: string, size: number) => ({ url, name, size });

useClientServer({ page: '/home', signedInAs: '13800000001' });

describe('CustomFieldForm pictures and files', () => {
  it('stores uploaded pictures and attachments as {url, name, size} and shows them back', async () => {
    const u = user();
    const view = renderWithStore(<Harness definition={EVERY_CONTROL} />);
    await u.upload(fileInput('图片'), png('现场.png'));
    await u.upload(fileInput('多图片'), [png('铭牌.png'), png('故障.png')]);
    await u.upload(fileInput('附件'), new File(['%PDF-1.4'], '报价单.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(reported()[keyOf('imgMultiple')]).toHaveLength(2), { timeout: 15_000 });
    await waitFor(() => expect(reported()[keyOf('upload')]).toHaveLength(1), { timeout: 15_000 });
    await waitFor(() => expect(reported()[keyOf('img')]).toHaveLength(1), { timeout: 15_000 });

    const values = reported();
    const url = expect.stringMatching(/^\/api\/upload\/file\/\d+$/);
    expect(values[keyOf('img')]).toEqual([{ url, name: '现场.png', size: PNG.length }]);
    expect(values[keyOf('upload')]).toEqual([{ url, name: '报价单.pdf', size: 8 }]);
    expect((values[keyOf('imgMultiple')] as { name: string }[]).map((f) => Object.keys(f).sort())).toEqual([
      ['name', 'size', 'url'],
      ['name', 'size', 'url'],
    ]);
    expect(validateValues(EVERY_CONTROL, values, { limits: DEFAULT_FORM_LIMITS })).toEqual([]);

    view.unmount();
    renderWithStore(<Harness definition={EVERY_CONTROL} mode="readonly" initial={values} />);
    expect(detailOf('图片').getByRole('img', { name: '现场.png' }).getAttribute('src')).toBe((values[keyOf('img')] as { url: string }[])[0].url);
    expect(detailOf('多图片').getAllByRole('img')).toHaveLength(2);
    const link = detailOf('附件').getByRole('link', { name: /报价单\.pdf/ });
    expect(link.getAttribute('href')).toBe((values[keyOf('upload')] as { url: string }[])[0].url);
  });

  it('keeps stored pictures when another is added, and drops one that is removed', async () => {
    const u = user();
    const first = stored('/api/upload/file/1', 'a.png', 12);
    renderWithStore(<Harness definition={EVERY_CONTROL} initial={{ [keyOf('imgMultiple')]: [first] }} />);
    await u.upload(fileInput('多图片'), png('b.png'));
    await waitFor(() => expect(reported()[keyOf('imgMultiple')]).toHaveLength(2), { timeout: 15_000 });
    expect((reported()[keyOf('imgMultiple')] as unknown[])[0]).toEqual(first);
    await u.click(field('多图片').getAllByRole('button', { name: '删除' })[0]);
    await waitFor(() => expect(reported()[keyOf('imgMultiple')]).toEqual([expect.objectContaining({ name: 'b.png' })]));
  });

  it('shows a stored signature and clears it to "not signed"', async () => {
    const signature = stored('/api/upload/file/5', 'signature.png', 300);
    const view = renderWithStore(<Harness definition={EVERY_CONTROL} initial={{ [keyOf('signature')]: signature }} />);
    expect(field('手写签名').getByRole('img', { name: '签名' }).getAttribute('src')).toBe(signature.url);
    await user().click(field('手写签名').getByRole('button', { name: '清除签名' }));
    expect(reported()[keyOf('signature')]).toBeNull();
    expect(field('手写签名').getByRole('button', { name: '点击签名' })).toBeTruthy();

    view.unmount();
    renderWithStore(<Harness definition={EVERY_CONTROL} mode="readonly" initial={{ [keyOf('signature')]: signature }} />);
    expect(detailOf('手写签名').getByRole('img', { name: 'signature.png' }).getAttribute('src')).toBe(signature.url);
  });
});
