import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError, badRequest } from '../../lib/app-error';
import type { SmsSender } from './sms-sender';
import * as q from './sms-codes.queries';

export const CODE_TTL_MS = 5 * 60_000;
const RESEND_GAP_MS = 60_000;
const PER_PHONE_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;
const MAX_WRONG_TRIES = 5;

export const CodeErrors = {
  wrong: '验证码错误',
  expired: '验证码已过期，请重新获取',
  used: '验证码已使用，请重新获取',
  missing: '请先获取验证码',
  tooSoon: '验证码发送过于频繁，请60秒后再试',
  tooMany: '验证码发送次数过多，请1小时后再试',
} as const;

const PURPOSE_TEXT: Record<number, string> = { 1: '登录', 2: '注册', 3: '重置密码', 4: '门户登录', 5: '门户注册' };

/**
 * Six-digit codes, valid five minutes, single use, five tries; sends are limited per phone and per IP.
 * A code that is not delivered (an unknown phone) is still recorded, so the limits answer alike.
 */
export class SmsCodeService {
  constructor(
    private readonly db: Database,
    private readonly sender: SmsSender,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(phone: string, purpose: number, ip: string, { deliver }: { deliver: boolean }): Promise<void> {
    const now = this.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await q.sentToPhoneSince(this.db.system, phone, hourAgo);
    if (recent[0] && now.getTime() - recent[0].createdAt.getTime() < RESEND_GAP_MS) throw new AppError(429, CodeErrors.tooSoon);
    if (recent.length >= PER_PHONE_PER_HOUR) throw new AppError(429, CodeErrors.tooMany);
    if ((await q.countSentFromIpSince(this.db.system, ip, hourAgo)) >= PER_IP_PER_HOUR) throw new AppError(429, CodeErrors.tooMany);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await q.insertCode(this.db.system, { phone, purpose, code, ip, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    if (deliver) await this.sender.send(phone, `您的${PURPOSE_TEXT[purpose] ?? ''}验证码为 ${code}，5分钟内有效。`);
  }

  /** Consumes the newest code for the phone and purpose, or throws the reason it cannot be used. */
  async consume(phone: string, purpose: number, code: string): Promise<void> {
    const latest = await q.latestCode(this.db.system, phone, purpose);
    if (!latest) throw badRequest(CodeErrors.missing);
    if (latest.usedAt) throw badRequest(CodeErrors.used);
    if (latest.expiresAt.getTime() <= this.now().getTime() || latest.attempts >= MAX_WRONG_TRIES)
      throw badRequest(CodeErrors.expired);
    if (!(await q.countTry(this.db.system, latest.id, MAX_WRONG_TRIES))) throw badRequest(CodeErrors.expired);
    if (latest.code !== code) throw badRequest(CodeErrors.wrong);
    // The update only wins once, so two requests racing with the same code cannot both sign in.
    if (!(await q.claimCode(this.db.system, latest.id, this.now()))) throw badRequest(CodeErrors.used);
  }
}
