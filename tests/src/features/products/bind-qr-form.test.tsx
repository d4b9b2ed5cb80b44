import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QrCodeRow } from '@domain/products/products.schemas';
import { BindQrForm } from '@/features/products/components/bind-qr-form';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer({ page: '/productManage', signedInAs: '13800000001' });
const [admin] = useSignedIn(t, '13800000001');
let unitId: number;
let codes: QrCodeRow[];

beforeAll(async () => {
  const product = (await admin.post('/v2/product/save', { name: '绑定测试设备' })).json.data;
  unitId = (await admin.post('/v2/customer/production/save', { productId: product.id, serialNumber: 'BIND-1' })).json.data.id;
  codes = (await admin.post('/productQR/generateDownloadQrUrl', { quantity: 2 })).json.data.codes;
}, 60_000);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('BindQrForm', () => {
  it('sticks a printed batch code on the product as soon as a scanner reads its address', async () => {
    renderWithStore(<BindQrForm customerProductId={unitId} />);
    const input = screen.getByPlaceholderText('扫描或粘贴已打印的二维码内容');
    // A scanner types the whole code in one burst (keys well under 30 ms apart) and ends with Enter.
    for (const key of codes[0].url) fireEvent.keyDown(input, { key });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(async () => {
      const detail = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unitId}`)).json.data;
      expect(detail.customerPro.qr?.token).toBe(codes[0].token);
    });
  });

  it('says why when the product already has a code', async () => {
    renderWithStore(<BindQrForm customerProductId={unitId} />);
    const u = user();
    const [input] = screen.getAllByPlaceholderText('扫描或粘贴已打印的二维码内容').slice(-1);
    await u.click(input);
    await u.paste(codes[1].token);
    await u.click(screen.getAllByRole('button', { name: '绑定已有二维码' }).at(-1)!);
    expect(await screen.findByText('该产品已有二维码')).toBeTruthy();
  });
});
