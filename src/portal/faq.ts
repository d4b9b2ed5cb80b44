import './faq.css';
import { KnowledgePaths as K } from '@domain/knowledge/knowledge.paths';
import type { PortalFaq, SearchHit } from '@domain/knowledge/knowledge.schemas';
import type { Marked } from '@domain/knowledge/search-text';
import { h, toast } from './dom';
import { call } from './portal-api';

const faqApi = {
  search: (q: string) => call<SearchHit[]>('GET', `${K.portalFaqSearch}?q=${encodeURIComponent(q)}`),
  suggest: (text: string) => call<SearchHit[]>('GET', `${K.portalFaqSuggest}?text=${encodeURIComponent(text)}`),
  detail: (id: number) => call<PortalFaq>('GET', `${K.portalFaqDetail}?id=${id}`),
  feedback: (id: number, helpful: boolean) => call<PortalFaq>('POST', K.portalFaqFeedback, { id, helpful }),
};

/** Text with the search's hits as <mark> (the server answers parts, never HTML). */
const marked = (parts: Marked[]) => parts.map((p) => (p.hit ? h('mark', {}, p.text) : p.text));

/** An article opened in place: the answer (sanitised HTML from the server) and the customer's vote. */
function answer(faq: PortalFaq, fail: (e: unknown) => void): HTMLElement {
  const body = h('div', { class: 'faq-answer' });
  body.innerHTML = faq.answer; // sanitised on every save by the server (sanitize-html's allow-list)
  const vote = (helpful: boolean, label: string, count: number) => {
    const b = h('button', { type: 'button', class: 'ghost', 'aria-pressed': String(faq.myFeedback === helpful) }, `${label}（${count}）`);
    b.addEventListener('click', async () => {
      try {
        const after = await faqApi.feedback(faq.id, helpful);
        toast('感谢您的反馈');
        box.replaceWith(answer(after, fail));
      } catch (e) {
        fail(e);
      }
    });
    return b;
  };
  const box = h('div', { class: 'faq-open' }, body, h('div', { class: 'row faq-votes' }, h('span', { class: 'muted' }, '是否解决了您的问题？'), vote(true, '有帮助', faq.helpfulCount), vote(false, '没帮助', faq.unhelpfulCount)));
  return box;
}

function hitItem(hit: SearchHit, fail: (e: unknown) => void): HTMLElement {
  const title = h('button', { type: 'button', class: 'faq-question', 'aria-expanded': 'false' }, ...marked(hit.title));
  // The snippet stands for the answer while it is closed; the opened answer replaces it.
  const snippet = hit.snippet.length > 0 && h('p', { class: 'muted' }, ...marked(hit.snippet));
  const item = h('li', { 'data-id': String(hit.id) }, title, snippet);
  title.addEventListener('click', async () => {
    const open = item.querySelector('.faq-open');
    if (open) {
      open.remove();
      if (snippet) snippet.hidden = false;
      title.setAttribute('aria-expanded', 'false');
      return;
    }
    try {
      item.append(answer(await faqApi.detail(hit.id), fail));
      if (snippet) snippet.hidden = true;
      title.setAttribute('aria-expanded', 'true');
    } catch (e) {
      fail(e);
    }
  });
  return item;
}

/**
 * 常见问题: a customer searches the FAQ open to portal customers by a Chinese query (空调 制冷 finds
 * 空调不制冷), opens an answer in place and says whether it helped. Shown above the request form, so a
 * customer may solve the problem before reporting it, and at #/faq.
 */
export function faqPanel(fail: (e: unknown) => void): HTMLElement {
  const input = h('input', { id: 'faq-q', type: 'search', maxlength: '50', placeholder: '如：空调 制冷', enterkeyhint: 'search' });
  const results = h('ul', { class: 'faq-hits', 'aria-label': '常见问题搜索结果' });
  const form = h('form', { class: 'row', role: 'search' }, h('label', { for: 'faq-q', class: 'sr-only' }, '搜索常见问题'), input, h('button', { type: 'submit', class: 'ghost' }, '搜索'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const q = input.value.trim();
    if (!q) return;
    try {
      const hits = await faqApi.search(q);
      results.replaceChildren(...(hits.length ? hits.map((hit) => hitItem(hit, fail)) : [h('li', { class: 'muted' }, '没有找到相关问题，可直接提交服务申请')]));
    } catch (e) {
      fail(e);
    }
  });
  return h('section', { class: 'card faq', 'aria-label': '常见问题' }, h('h2', {}, '常见问题'), h('p', { class: 'muted' }, '提交申请前，先搜搜看能否自行解决'), form, results);
}

/** How long the customer pauses typing before the suggestions are asked for. */
const SUGGEST_PAUSE_MS = 400;

/**
 * 可能有帮助的常见问题: as the customer describes the problem in the request form, up to three FAQ
 * articles sharing its words (asked for once typing pauses; an answer to older text is dropped).
 * Hidden while there is nothing to suggest.
 */
export function faqSuggestions(description: HTMLTextAreaElement, fail: (e: unknown) => void): HTMLElement {
  const list = h('ul', { class: 'faq-hits', 'aria-label': '可能有帮助的常见问题' });
  const box = h('section', { class: 'faq-suggest', hidden: '' }, h('p', { class: 'muted' }, '这些常见问题可能有帮助：'), list);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  description.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const text = description.value.trim();
      const mine = ++asked;
      try {
        const hits = text ? await faqApi.suggest(text) : [];
        if (mine !== asked) return;
        list.replaceChildren(...hits.slice(0, 3).map((hit) => hitItem(hit, fail)));
        box.hidden = hits.length === 0;
      } catch (e) {
        fail(e);
      }
    }, SUGGEST_PAUSE_MS);
  });
  return box;
}

/** #/faq: the FAQ search on its own screen. */
export async function faqScreen(main: HTMLElement, fail: (e: unknown) => void) {
  main.replaceChildren(faqPanel(fail), h('a', { class: 'link', href: '#/report' }, '仍未解决？提交服务申请 ›'));
}
