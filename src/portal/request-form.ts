import type { PortalControl, PortalFormField } from '@domain/portal/portal-form';
import { h } from './dom';
import { photoPicker } from './photos';
import { cascadeControl, filesControl, recordControl, signatureControl, type Control } from './pick-controls';
import { addressControl, positionControl } from './place-controls';

/** The controls the customer picks a value in (请选择…) or uploads to (请上传…), as the server words a required one left empty. */
const PICKED: readonly PortalControl[] = ['select', 'rating', 'multi', 'date', 'time', 'datetime', 'cascade', 'position', 'record'];
const UPLOADED: readonly PortalControl[] = ['images', 'files', 'signature'];
const INPUT_TYPES: Partial<Record<PortalControl, string>> = { number: 'number', url: 'url', date: 'date', time: 'time', datetime: 'datetime-local' };
const filled = (text: string) => text.trim() || undefined;

/** The input of a field on a phone, as domain/portal/portal-form.ts names it. */
function control(f: PortalFormField, id: string, label: string, fail: (e: unknown) => void): Control {
  const title = h('label', { for: id }, label);
  switch (f.control) {
    case 'address':
      return addressControl(f, id, label);
    case 'position':
      return positionControl(f, id, label);
    case 'cascade':
      return cascadeControl(f, id, label);
    case 'record':
      return recordControl(f, id, label);
    case 'files':
      return filesControl(f, id, label, fail);
    case 'signature':
      return signatureControl(f, id, label);
    case 'note':
      return { nodes: [h('p', { class: 'muted' }, f.settings.content || f.title)], value: () => undefined };
    case 'images': {
      const photos = photoPicker(id, label, fail);
      return { nodes: photos.nodes, value: () => (photos.urls().length ? photos.urls() : undefined) };
    }
    case 'switch':
    case 'tick': {
      const box = h('input', { id, type: 'checkbox', class: 'tick' });
      // A switch left off is a value (false); a tick box left unticked is not.
      return { nodes: [h('label', { class: 'check' }, box, label)], value: () => (box.checked ? true : f.control === 'switch' ? false : undefined) };
    }
    case 'multi': {
      const boxes = (f.options ?? []).map((o) => ({ o, box: h('input', { type: 'checkbox', class: 'tick', value: o.value }) }));
      const group = h('fieldset', { class: 'choices', id }, h('legend', {}, label), ...boxes.map(({ o, box }) => h('label', { class: 'check' }, box, o.label)));
      return { nodes: [group], value: () => ((picked) => (picked.length ? picked : undefined))(boxes.filter((b) => b.box.checked).map((b) => b.o.value)) };
    }
    case 'select':
    case 'rating': {
      const options = f.control === 'select' ? (f.options ?? []).map((o) => [o.value, o.label]) : [5, 4, 3, 2, 1].map((n) => [String(n), `${'★'.repeat(n)} ${n}星`]);
      const select = h('select', { id }, h('option', { value: '' }, '请选择'), ...options.map(([value, text]) => h('option', { value }, text)));
      return { nodes: [title, select], value: () => filled(select.value) };
    }
  }
  const max = f.settings.maxLength ? String(f.settings.maxLength) : undefined;
  const number = f.control === 'number';
  const input =
    f.control === 'textarea'
      ? h('textarea', { id, rows: '3', maxlength: max, placeholder: f.placeholder })
      : h('input', { id, type: INPUT_TYPES[f.control] ?? 'text', maxlength: max, placeholder: f.placeholder, step: number ? 'any' : undefined, inputmode: number ? 'decimal' : undefined });
  // 日期时间 as the forms keep it: 'YYYY-MM-DD HH:mm'.
  return { nodes: [title, input], value: () => filled(f.control === 'datetime' ? input.value.replace('T', ' ') : input.value) };
}

const isEmpty = (c: Control) => (c.empty ? c.empty() : c.value() === undefined);

/**
 * The order type's form from the template centre, as the customer fills it in 服务申请: one control per
 * field, `values()` by field key (what was left empty is left out; a drawn signature uploaded then) and
 * `missing()` the first required field left empty, worded as the server words it. The server checks everything again.
 */
export function requestFields(fields: PortalFormField[], fail: (e: unknown) => void) {
  const controls = fields.map((f) => ({ f, c: control(f, `f-${f.key}`, f.required ? f.title : `${f.title}（选填）`, fail) }));
  return {
    nodes: controls.flatMap(({ c }) => c.nodes),
    values: async () => {
      const given = controls.filter(({ c }) => !isEmpty(c));
      return Object.fromEntries(await Promise.all(given.map(async ({ f, c }) => [f.key, await c.value()] as const)));
    },
    missing: () => {
      const empty = controls.find(({ f, c }) => f.required && f.control !== 'note' && isEmpty(c))?.f;
      if (!empty) return undefined;
      const verb = empty.control === 'tick' ? '请勾选' : PICKED.includes(empty.control) ? '请选择' : UPLOADED.includes(empty.control) ? '请上传' : '请填写';
      return `${verb}${empty.title}`;
    },
  };
}
