import type { FieldOption } from '@domain/forms/form-definition.schemas';
import type { PortalFormField } from '@domain/portal/portal-form';
import { h } from './dom';
import { portalApi } from './portal-api';
import { signaturePad } from './sign';

/**
 * One control of the request form: its nodes, and its value (undefined when left empty; a promise where the value is
 * an upload made on sending, as a drawn signature). `empty` answers without uploading anything.
 */
export interface Control {
  nodes: Node[];
  value: () => unknown;
  empty?: () => boolean;
}

/** 多级联动: one select per level, the next appearing when an option has children; a value only once a last level is chosen. */
export function cascadeControl(f: PortalFormField, id: string, label: string): Control {
  const box = h('div', { class: 'form' });
  let path: string[] = [];
  let leaf = false;
  const level = (options: readonly FieldOption[], depth: number): HTMLSelectElement => {
    const select = h('select', { id: depth ? `${id}-${depth}` : id, 'aria-label': depth ? `${f.title}第${depth + 1}级` : undefined }, h('option', { value: '' }, '请选择'), ...options.map((o) => h('option', { value: o.value }, o.label)));
    select.addEventListener('change', () => {
      while (box.children.length > depth + 1) box.lastElementChild!.remove();
      const chosen = options.find((o) => o.value === select.value);
      path = [...path.slice(0, depth), ...(chosen ? [chosen.value] : [])];
      leaf = Boolean(chosen && !chosen.children?.length);
      if (chosen?.children?.length) box.append(level(chosen.children, depth + 1));
    });
    return select;
  };
  box.append(level(f.options ?? [], 0));
  return { nodes: [h('label', { for: id }, label), box], value: () => (leaf ? [...path] : undefined) };
}

/** 关联记录: one of the customer's own records of the field's kind (the server offers only those, and checks again). */
export function recordControl(f: PortalFormField, id: string, label: string): Control {
  const records = f.records ?? [];
  const select = h('select', { id }, h('option', { value: '' }, records.length ? '请选择' : '暂无可关联的记录'), ...records.map((r) => h('option', { value: `${r.text}|${r.id}` }, r.text)));
  return { nodes: [h('label', { for: id }, label), select], value: () => select.value || undefined };
}

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`${file.name}读取失败`));
    reader.readAsDataURL(file);
  });

/** 附件: files picked on the phone, each uploaded at once as the request's photos are (the server judges the kind and size). */
export function filesControl(f: PortalFormField, id: string, label: string, fail: (e: unknown) => void): Control {
  const uploaded: { url: string }[] = [];
  const input = h('input', { id, type: 'file', multiple: true, class: 'photo-input' });
  const list = h('ul', { class: 'files', 'aria-live': 'polite' });
  const maxMb = f.settings.maxSizeMb;
  input.addEventListener('change', async () => {
    for (const file of [...(input.files ?? [])]) {
      try {
        if (maxMb && file.size > maxMb * 1024 * 1024) throw new Error(`${file.name}超过${maxMb}MB`);
        uploaded.push({ url: (await portalApi.uploadFile(await dataUrlOf(file), file.name)).url });
        list.append(h('li', {}, `已上传 ${file.name}`));
      } catch (e) {
        fail(e);
      }
    }
    input.value = '';
  });
  return { nodes: [h('label', { for: id }, label), input, list], value: () => (uploaded.length ? [...uploaded] : undefined) };
}

/** 手写签名: drawn on a pad, uploaded as a PNG when the request is sent (once per drawing). */
export function signatureControl(f: PortalFormField, id: string, label: string): Control {
  const pad = signaturePad(id, `${f.title}签名区域`);
  let sent: { version: number; url: Promise<string> } | null = null;
  const upload = async () => {
    const version = pad.version();
    if (!sent || sent.version !== version) sent = { version, url: portalApi.uploadImage(pad.png(), 'signature.png').then((r) => r.url) };
    const { url } = sent;
    try {
      return { url: await url };
    } catch (e) {
      // A failed upload is tried again on the next send.
      sent = null;
      throw e;
    }
  };
  return { nodes: [h('label', { for: id }, label), ...pad.nodes], empty: () => !pad.drawn(), value: () => (pad.drawn() ? upload() : undefined) };
}
