import type { PortalRequestRow } from '@domain/portal/portal.schemas';
import { h, toast } from './dom';
import { errorLine, onSubmit } from './form';
import { portalApi } from './portal-api';

/**
 * 客户签字: the customer signs the service receipt with a finger on a pad; the drawing goes up as a PNG
 * (an upload, like a photo) and onto the order's receipt.
 */
export function signatureForm(order: PortalRequestRow, done: () => void, fail: (e: unknown) => void) {
  const pad = h('canvas', { class: 'signature-pad', width: '600', height: '240', role: 'img', 'aria-label': '签名区：请用手指在此签名' });
  const pen = pad.getContext('2d')!;
  pen.lineWidth = 4;
  pen.lineCap = 'round';
  pen.lineJoin = 'round';
  let drawn = false;
  let last: { x: number; y: number } | null = null;
  // The pad is drawn at 600 × 240 whatever width the phone shows it at.
  const point = (e: PointerEvent) => {
    const box = pad.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * pad.width) / box.width, y: ((e.clientY - box.top) * pad.height) / box.height };
  };
  pad.addEventListener('pointerdown', (e) => {
    pad.setPointerCapture(e.pointerId);
    last = point(e);
  });
  pad.addEventListener('pointermove', (e) => {
    if (!last) return;
    const next = point(e);
    pen.beginPath();
    pen.moveTo(last.x, last.y);
    pen.lineTo(next.x, next.y);
    pen.stroke();
    last = next;
    drawn = true;
  });
  const lift = () => (last = null);
  pad.addEventListener('pointerup', lift);
  pad.addEventListener('pointercancel', lift);
  const clear = h('button', { type: 'button', class: 'ghost' }, '重写');
  clear.addEventListener('click', () => {
    pen.clearRect(0, 0, pad.width, pad.height);
    drawn = false;
  });
  const error = errorLine();
  const form = h('form', { class: 'form', 'aria-label': '签字确认' }, h('p', {}, '请确认服务已完成，并在下方签名'), pad, error, h('div', { class: 'row' }, clear, h('button', { type: 'submit', class: 'primary' }, '确认签字')));
  onSubmit(
    form,
    error,
    '签字失败',
    async () => {
      if (!drawn) return '请先签名';
      const { url } = await portalApi.uploadImage(pad.toDataURL('image/png'), `签名-${order.orderNo}.png`);
      await portalApi.sign(order.id, { url });
      toast('签字成功');
      done();
    },
    fail,
  );
  return form;
}
