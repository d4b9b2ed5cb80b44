import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerProductRow, QrCodeRow } from '@domain/products/products.schemas';
import { QrLookup } from '@/features/products/components/qr-lookup';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer({ page: '/qrCodeSetting', signedInAs: '13800000001' });
const [admin] = useSignedIn(t, '13800000001');
let unitId: number;
let codes: QrCodeRow[];

beforeAll(async () => {
  const product = (await admin.post('/v2/product/save', { name: '扫码查询设备' })).json.data;
  unitId = (await admin.post('/v2/customer/production/save', { productId: product.id, serialNumber: 'LOOKUP-1' })).json.data.id;
  codes = (await admin.post('/productQR/generateDownloadQrUrl', { quantity: 2 })).json.data.codes;
  expect((await admin.post('/productQR/bind', { codeId: codes[0].id, customerProductId: unitId })).statusCode).toBe(200);
}, 60_000);

type Found = { code: QrCodeRow; customerProduct: CustomerProductRow | null };

describe('QrLookup (扫码查询 on /qrCodeSetting)', () => {
  it('a scanner read of a bound code finds its product at once', async () => {
    const found: Found[] = [];
    renderWithStore(<QrLookup onFound={(f) => found.push(f)} />);
    const input = screen.getByLabelText('扫码查询二维码');
    // The scanner's burst: every key well under 30 ms after the one before, then Enter.
    for (const key of codes[0].url) fireEvent.keyDown(input, { key });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(found).toHaveLength(1));
    expect(found[0].customerProduct?.id).toBe(unitId);
    expect(found[0].code.id).toBe(codes[0].id);
  });

  it('keys typed by a person look nothing up until Enter, which looks up what the box holds', async () => {
    const found: Found[] = [];
    renderWithStore(<QrLookup onFound={(f) => found.push(f)} />);
    const input = screen.getAllByLabelText('扫码查询二维码').at(-1)!;
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      for (const key of codes[1].url) {
        vi.advanceTimersByTime(40);
        fireEvent.keyDown(input, { key });
      }
      vi.advanceTimersByTime(100);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.change(input, { target: { value: codes[1].token } });
    expect(found).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(found).toHaveLength(1));
    expect(found[0]).toMatchObject({ code: { id: codes[1].id }, customerProduct: null });
  });
});
