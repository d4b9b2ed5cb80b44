import { renderTemplate, validateTemplate, variablesOf } from '@domain/notifications/template-variables';
import type { PlanSmsInput, PlanSmsResult } from '@domain/cycle-plans/cycle-plans.schemas';
import { cyclePlanMachine, PlanOp } from '@domain/cycle-plans/cycle-plan.machine';
import { CyclePlanErrors } from '@domain/cycle-plans/errors';
import { formatDateTime } from '@domain/format/date';
import type { Database } from '../../db/database';
import type { Jobs } from '../../plugins/jobs';
import { AppError, badRequest, enforce, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { customerSnapshot } from '../customers/customers.public';
import { queueTexts } from '../notifications/notifications.public';
import { findRecords, planCustomerIds } from './cycle-plans.queries';
import { machinePlan, scopeOf, type PlanActor } from './cycle-plans.service';

/** Variables an SMS marketing text may use: the customer's and the system's. */
export const PLAN_SMS_VARIABLES = variablesOf(['customer', 'system']);
const TRIGGER = '短信营销';

/**
 * SMS marketing of a plan (/cyclePlan/SMSmarketing/{id}): one text per chosen customer to its
 * default contact's phone, with the customer's variables filled in, through the SMS sender's
 * durable deliveries. Customers without a phone are left out and named in the answer.
 */
export class CyclePlanSmsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Pick<Jobs, 'enqueue'>,
    private readonly hotline: string,
  ) {}

  send(actor: PlanActor & { userName: string }, input: PlanSmsInput): Promise<PlanSmsResult> {
    const problem = validateTemplate(input.content, PLAN_SMS_VARIABLES);
    if (problem) throw badRequest(`content: ${problem}`);
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [plan] = await findRecords(tx, scopeOf(actor), [input.id]);
      if (!plan) throw notFound(CyclePlanErrors.notFound);
      enforce(cyclePlanMachine.decide(machinePlan(plan), actor, PlanOp.sendSms));
      const inPlan = (await planCustomerIds(tx, enterpriseId, [plan.id])).get(plan.id) ?? [];
      if (input.customerIds.some((id) => !inPlan.includes(id))) throw badRequest(`customerIds: ${CyclePlanErrors.customerNotInPlan}`);
      const chosen = input.customerIds.length > 0 ? [...new Set(input.customerIds)] : inPlan;
      const texts: { phone: string; content: string }[] = [];
      const skipped: PlanSmsResult['skipped'] = [];
      const now = formatDateTime(new Date());
      for (const customerId of chosen) {
        const customer = await customerSnapshot(tx, customerId).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
        if (!customer) continue;
        if (!customer.contactPhone) {
          skipped.push({ id: customer.id, name: customer.name });
          continue;
        }
        const values = {
          customerName: customer.name,
          contactName: customer.contactName,
          contactPhone: customer.contactPhone,
          address: customer.address,
          hotline: this.hotline,
          operatorName: actor.userName,
          action: TRIGGER,
          actionTime: now,
        };
        texts.push({ phone: customer.contactPhone, content: renderTemplate(input.content, values) });
      }
      if (texts.length === 0) throw badRequest(`customerIds: ${CyclePlanErrors.noRecipients}`);
      await queueTexts({ jobs: this.jobs }, tx, enterpriseId, TRIGGER, texts);
      await recordOperation(tx, {
        enterpriseId,
        userId: actor.userId,
        module: 'cyclePlans',
        action: 'cyclePlan.sms',
        targetId: plan.id,
        summary: `${plan.name}：向 ${texts.length} 位客户发送短信`,
        after: { content: input.content, customerIds: chosen },
      });
      return { sent: texts.length, skipped };
    });
  }
}
