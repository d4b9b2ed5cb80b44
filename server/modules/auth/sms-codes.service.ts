import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { smsCodes } from '../../db/schema/auth';
import { AppError, badRequest } from '../../lib/app-error';
import type { SmsSender } from './sms-sender';

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

const PURPOSE_TEXT: Record<number, string> = { 1: '登录', 2: '注册', 3: '重置密码' };

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
    const recent = await this.db.system
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, hourAgo)))
      .orderBy(desc(smsCodes.createdAt));
    if (recent[0] && now.getTime() - recent[0].createdAt.getTime() < RESEND_GAP_MS) throw new AppError(429, CodeErrors.tooSoon);
    if (recent.length >= PER_PHONE_PER_HOUR) throw new AppError(429, CodeErrors.tooMany);
    const [{ n }] = await this.db.system
      .select({ n: sql<number>`count(*)::int` })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, hourAgo)));
    if (n >= PER_IP_PER_HOUR) throw new AppError(429, CodeErrors.tooMany);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.system
      .insert(smsCodes)
      .values({ phone, purpose, code, ip, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    if (deliver) await this.sender.send(phone, `您的${PURPOSE_TEXT[purpose] ?? ''}验证码为 ${code}，5分钟内有效。`);
  }

  /** Consumes the newest code for the phone and purpose, or throws the reason it cannot be used. */
  async consume(phone: string, purpose: number, code: string): Promise<void> {
    const [latest] = await this.db.system
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (!latest) throw badRequest(CodeErrors.missing);
    if (latest.usedAt) throw badRequest(CodeErrors.used);
    if (latest.expiresAt.getTime() <= this.now().getTime() || latest.attempts >= MAX_WRONG_TRIES)
      throw badRequest(CodeErrors.expired);
    // The try is counted in the same statement that checks the limit, so concurrent guesses compare at most five.
    const [tried] = await this.db.system
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.attempts, MAX_WRONG_TRIES), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (!tried) throw badRequest(CodeErrors.expired);
    if (latest.code !== code) throw badRequest(CodeErrors.wrong);
    // The update only wins once, so two requests racing with the same code cannot both sign in.
    const claimed = await this.db.system
      .update(smsCodes)
      .set({ usedAt: this.now() })
      .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (claimed.length === 0) throw badRequest(CodeErrors.used);
  }
}
