import type { PortalEventRow } from '@domain/portal/portal.schemas';
import { h, shown } from './dom';
import { portalApi } from './portal-api';

/** An event's screen is #/event/{id}, so a reload or a shared address opens it again. */
export const EVENT_SCREEN = '#/event/';

const stateBadge = (e: PortalEventRow) => h('span', { class: `state e${e.state}` }, e.stateName);

/** #/events: the customer's service events, newest first, each opening its progress. */
export async function eventsScreen(main: HTMLElement) {
  const rows = await portalApi.events();
  const card = (e: PortalEventRow) => {
    return h(
      'a',
      { class: 'card request event', href: `${EVENT_SCREEN}${e.id}`, 'data-id': String(e.id) },
      h('div', { class: 'row spread' }, h('h2', {}, e.title), stateBadge(e)),
      h('p', { class: 'muted' }, `${e.code} · ${e.typeName} · ${shown(e.createdAt)}`),
      e.excerpt && h('p', {}, e.excerpt),
      e.handlerName && h('p', {}, `处理人：${e.handlerName}`),
    );
  };
  main.replaceChildren(...(rows.length ? rows.map(card) : [h('p', { class: 'empty' }, '暂无事件')]));
}

/** #/event/{id}: one event with its progress (what happened and when), opened from 我的事件. */
export async function eventScreen(main: HTMLElement) {
  const e = await portalApi.event(Number(location.hash.slice(EVENT_SCREEN.length)));
  main.replaceChildren(
    h(
      'article',
      { class: 'card request', 'data-id': String(e.id) },
      h('div', { class: 'row spread' }, h('h2', {}, e.title), stateBadge(e)),
      h('p', { class: 'muted' }, `${e.code} · ${e.typeName} · ${shown(e.createdAt)}`),
      e.handlerName && h('p', {}, `处理人：${e.handlerName}`),
      e.description && h('p', {}, e.description),
    ),
    h(
      'section',
      { class: 'card', 'aria-label': '处理进度' },
      h('h2', {}, '处理进度'),
      h('ol', { class: 'steps' }, ...e.steps.map((s) => h('li', {}, h('span', {}, s.opName), h('span', { class: 'muted' }, shown(s.createdAt))))),
    ),
  );
}
