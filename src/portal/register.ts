import { codeButton } from './code-button';
import { h } from './dom';
import { errorLine, onSubmit } from './form';
import { portalApi } from './portal-api';

/** Self-registration (when /portalSetting allows it): the phone proven by a code and a name make an account staff approve. */
export function registerForm(portal: string) {
  const phone = h('input', { id: 'reg-phone', type: 'tel', inputmode: 'numeric', maxlength: '11', autocomplete: 'tel', placeholder: '客户档案中的手机号' });
  const sms = h('input', { id: 'reg-code', type: 'text', inputmode: 'numeric', maxlength: '6', autocomplete: 'one-time-code', placeholder: '6位验证码' });
  const name = h('input', { id: 'reg-name', maxlength: '50', autocomplete: 'name', placeholder: '您的姓名' });
  const error = errorLine();
  const form = h(
    'form',
    { class: 'card form', 'aria-label': '注册' },
    h('label', { for: 'reg-phone' }, '手机号'),
    phone,
    h('label', { for: 'reg-code' }, '验证码'),
    h('div', { class: 'row' }, sms, codeButton(phone, error, (mobile) => portalApi.registerCode(portal, mobile))),
    h('label', { for: 'reg-name' }, '姓名'),
    name,
    error,
    h('button', { type: 'submit', class: 'primary' }, '注册'),
  );
  onSubmit(form, error, '注册失败', async () => {
    if (!name.value.trim()) return '请输入姓名';
    await portalApi.register(portal, phone.value.trim(), sms.value.trim(), name.value.trim());
    form.replaceChildren(h('p', { role: 'status' }, '注册成功，请等待服务商审核，审核通过后即可登录'), h('a', { class: 'link', href: '#/' }, '返回登录'));
  });
  return form;
}
