import type { AddressValue } from '@domain/forms/field-values';
import type { PortalFormField, PortalPlace } from '@domain/portal/portal-form';
import { h } from './dom';
import type { Control } from './pick-controls';

const PARTS = [
  ['province', '省'],
  ['city', '市'],
  ['district', '区/县'],
  ['detail', '详细地址'],
] as const;
const NO_FIX = '无法获取当前位置，请选择已保存的地址或填写经纬度';

/** A select of the customer's saved places (none when there are none); choosing one hands it to `pick`. */
function savedPlaces(id: string, label: string, places: PortalPlace[], pick: (p: PortalPlace) => void) {
  if (!places.length) return null;
  const select = h('select', { id, 'aria-label': `${label}：已保存的地址` }, h('option', { value: '' }, '选择已保存的地址'), ...places.map((p, i) => h('option', { value: String(i) }, p.label)));
  select.addEventListener('change', () => places[Number(select.value)] && pick(places[Number(select.value)]));
  return select;
}

/** 地址: one of the customer's saved addresses, or typed (省, 市, 区/县, 详细地址); the form keeps the four parts. */
export function addressControl(f: PortalFormField, id: string, label: string): Control {
  const inputs = PARTS.map(([key, text]) => h('input', { id: `${id}-${key}`, type: 'text', maxlength: '200', placeholder: text, 'aria-label': `${f.title}${text}` }));
  const saved = savedPlaces(id, f.title, f.places ?? [], (p) => PARTS.forEach(([key], i) => (inputs[i].value = p.address[key])));
  const value = () => {
    const typed = Object.fromEntries(PARTS.map(([key], i) => [key, inputs[i].value.trim()])) as unknown as AddressValue;
    return Object.values(typed).some(Boolean) ? typed : undefined;
  };
  const title = h('label', { for: saved ? id : `${id}-province` }, label);
  return { nodes: saved ? [title, saved, h('div', { class: 'parts' }, ...inputs)] : [title, h('div', { class: 'parts' }, ...inputs)], value };
}

/**
 * 定位: the phone's position (获取当前位置, the browser's geolocation), else a saved address with coordinates, else
 * typed 经度/纬度; a place name beside it. The form keeps { lng, lat, address }.
 */
export function positionControl(f: PortalFormField, id: string, label: string): Control {
  const number = (key: string, text: string) => h('input', { id: `${id}-${key}`, type: 'number', step: 'any', inputmode: 'decimal', placeholder: text, 'aria-label': `${f.title}${text}` });
  const [lng, lat] = [number('lng', '经度'), number('lat', '纬度')];
  const place = h('input', { id: `${id}-place`, type: 'text', maxlength: '500', placeholder: '地点说明（选填）', 'aria-label': `${f.title}地点说明` });
  const status = h('p', { class: 'muted', 'aria-live': 'polite' });
  const locate = h('button', { id, type: 'button', class: 'ghost' }, '获取当前位置');
  locate.addEventListener('click', () => {
    if (!navigator.geolocation) return void (status.textContent = NO_FIX);
    status.textContent = '正在定位…';
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        [lng.value, lat.value] = [coords.longitude.toFixed(6), coords.latitude.toFixed(6)];
        status.textContent = '已获取当前位置';
      },
      () => void (status.textContent = NO_FIX),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  });
  const located = (f.places ?? []).filter((p) => p.lng !== null && p.lat !== null);
  const saved = savedPlaces(`${id}-saved`, f.title, located, (p) => {
    [lng.value, lat.value, place.value] = [String(p.lng), String(p.lat), p.label];
    status.textContent = '';
  });
  const coordinate = (input: HTMLInputElement) => (input.value.trim() === '' ? null : Number(input.value));
  const value = () => (lng.value.trim() === '' && lat.value.trim() === '' ? undefined : { lng: coordinate(lng), lat: coordinate(lat), address: place.value.trim() || undefined });
  return { nodes: [h('label', { for: id }, label), h('div', { class: 'row' }, locate, saved), status, h('div', { class: 'row' }, lng, lat), place], value };
}
