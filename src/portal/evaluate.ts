import type { PortalRequestRow } from '@domain/portal/portal.schemas';
import { h, toast } from './dom';
import { errorLine, onSubmit, showError } from './form';
import { portalApi } from './portal-api';
import { photoPicker } from './photos';

const STARS = [
  ['quality', '服务质量'],
  ['attitude', '服务态度'],
  ['speed', '处理速度'],
  ['solveRate', '解决率'],
] as const;

/** The evaluation of a completed order (spec part 1's fields): solved or not, four stars, a suggestion, photos. */
export function evaluationForm(order: PortalRequestRow, done: () => void, fail: (e: unknown) => void) {
  const id = (name: string) => `e${order.id}-${name}`;
  const solved = h('select', { id: id('solved') }, h('option', { value: 'true' }, '已解决'), h('option', { value: 'false' }, '未解决'));
  const stars = STARS.map(([key, label]) => {
    const select = h('select', { id: id(key) }, ...[5, 4, 3, 2, 1].map((n) => h('option', { value: String(n) }, `${'★'.repeat(n)} ${n}星`)));
    return { key, nodes: [h('label', { for: id(key) }, label), select], select };
  });
  const suggestion = h('textarea', { id: id('suggestion'), rows: '3', maxlength: '500', placeholder: '您的意见和建议（选填）' });
  const error = errorLine();
  const photos = photoPicker(id('photos'), '评价图片（选填）', showError(error, '图片上传失败'));
  const form = h(
    'form',
    { class: 'form', 'aria-label': '评价' },
    h('label', { for: id('solved') }, '问题是否解决'),
    solved,
    ...stars.flatMap((s) => s.nodes),
    h('label', { for: id('suggestion') }, '意见建议'),
    suggestion,
    ...photos.nodes,
    error,
    h('button', { type: 'submit', class: 'primary' }, '提交评价'),
  );
  onSubmit(
    form,
    error,
    '评价失败',
    async () => {
      const score = Object.fromEntries(stars.map((s) => [s.key, Number(s.select.value)])) as Record<(typeof STARS)[number][0], number>;
      await portalApi.evaluate({ id: order.id, solved: solved.value === 'true', ...score, suggestion: suggestion.value.trim(), images: photos.urls() });
      toast('评价成功');
      done();
    },
    fail,
  );
  return form;
}
