import type { PortalRequestRow } from '@domain/portal/portal.schemas';
import { h, toast } from './dom';
import { errorLine, onSubmit } from './form';
import { portalApi } from './portal-api';

/**
 * 客户签名 of the engineer's receipt: the customer draws on a pad with a finger; the drawing is uploaded as a
 * PNG (the portal's photo upload) and sent as the receipt's signature.
 */
export function signatureForm(order: PortalRequestRow, done: () => void, fail: (e: unknown) => void) {
  const pad = h('canvas', { width: '340', height: '160', class: 'sign-pad', 'aria-label': '签名区域' });
  const pen = pad.getContext('2d')!;
  pen.lineWidth = 2.5;
  pen.lineCap = 'round';
  let drawn = false;
  let last: { x: number; y: number } | null = null;
  // The pad's drawing size stays 340×160 whatever width the phone shows it at.
  const at = (e: PointerEvent) => {
    const box = pad.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * pad.width) / box.width, y: ((e.clientY - box.top) * pad.height) / box.height };
  };
  pad.addEventListener('pointerdown', (e) => {
    pad.setPointerCapture(e.pointerId);
    last = at(e);
  });
  pad.addEventListener('pointermove', (e) => {
    if (!last) return;
    const next = at(e);
    pen.beginPath();
    pen.moveTo(last.x, last.y);
    pen.lineTo(next.x, next.y);
    pen.stroke();
    last = next;
    drawn = true;
  });
  pad.addEventListener('pointerup', () => (last = null));
  const clear = h('button', { type: 'button', class: 'ghost' }, '重写');
  clear.addEventListener('click', () => {
    pen.clearRect(0, 0, pad.width, pad.height);
    drawn = false;
  });
  const error = errorLine();
  const form = h('form', { class: 'form', 'aria-label': '签名' }, h('p', { class: 'muted' }, '请在下方签名，确认服务已完成'), pad, clear, error, h('button', { type: 'submit', class: 'primary' }, '提交签名'));
  onSubmit(
    form,
    error,
    '签名失败',
    async () => {
      if (!drawn) return '请先签名';
      const { url } = await portalApi.uploadImage(pad.toDataURL('image/png'), 'signature.png');
      await portalApi.sign(order.id, url);
      toast('签名成功');
      done();
    },
    fail,
  );
  return form;
}
