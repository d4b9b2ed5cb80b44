import { h, toast } from './dom';

/** 获取验证码: checks the phone, asks for a code, then counts down a minute before another. */
export function codeButton(phone: HTMLInputElement, error: HTMLElement, send: (mobile: string) => Promise<void>) {
  const button = h('button', { type: 'button', class: 'ghost' }, '获取验证码');
  button.addEventListener('click', async () => {
    error.textContent = '';
    if (!/^1\d{10}$/.test(phone.value.trim())) return void (error.textContent = '手机号格式不正确');
    try {
      await send(phone.value.trim());
      toast('验证码已发送');
      let wait = 60;
      button.disabled = true;
      const timer = setInterval(() => {
        wait -= 1;
        button.textContent = wait > 0 ? `${wait}秒后重发` : '获取验证码';
        if (wait <= 0) {
          button.disabled = false;
          clearInterval(timer);
        }
      }, 1000);
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : '发送失败';
    }
  });
  return button;
}
