import type { PortalRequestRow } from '@domain/portal/portal.schemas';
import { h, toast } from './dom';
import { errorLine, onSubmit } from './form';
import { portalApi } from './portal-api';

/**
 * A pad the customer draws a signature on with a finger (a canvas with pointer events) and 重写 to start again:
 * the receipt's 签名确认 and the request form's 手写签名 fields. `version()` changes with every stroke.
 */
export function signaturePad(id: string, label: string) {
  const pad = h('canvas', { id, width: '340', height: '160', class: 'sign-pad', 'aria-label': label });
  const pen = pad.getContext('2d')!;
  pen.lineWidth = 2.5;
  pen.lineCap = 'round';
  let drawn = false;
  let version = 0;
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
    version++;
  });
  const lift = () => (last = null);
  pad.addEventListener('pointerup', lift);
  pad.addEventListener('pointercancel', lift);
  const clear = h('button', { type: 'button', class: 'ghost' }, '重写');
  clear.addEventListener('click', () => {
    pen.clearRect(0, 0, pad.width, pad.height);
    drawn = false;
    version++;
  });
  return { nodes: [pad, clear], drawn: () => drawn, version: () => version, png: () => pad.toDataURL('image/png') };
}

/**
 * 客户签名 of the engineer's receipt: the drawing is uploaded as a PNG (the portal's photo upload) and sent as the
 * receipt's signature.
 */
export function signatureForm(order: PortalRequestRow, done: () => void, fail: (e: unknown) => void) {
  const pad = signaturePad(`sign-${order.id}`, '签名区域');
  const error = errorLine();
  const form = h('form', { class: 'form', 'aria-label': '签名' }, h('p', { class: 'muted' }, '请在下方签名，确认服务已完成'), ...pad.nodes, error, h('button', { type: 'submit', class: 'primary' }, '提交签名'));
  onSubmit(
    form,
    error,
    '签名失败',
    async () => {
      if (!pad.drawn()) return '请先签名';
      const { url } = await portalApi.uploadImage(pad.png(), 'signature.png');
      await portalApi.sign(order.id, url);
      toast('签名成功');
      done();
    },
    fail,
  );
  return form;
}
