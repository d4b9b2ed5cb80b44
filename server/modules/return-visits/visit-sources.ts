import { VisitErrors } from '@domain/return-visits/errors';
import { VisitType, type VisitTypeValue } from '@domain/return-visits/return-visits.constants';
import type { Executor } from '../../db/database';
import { finishedEventsBetween } from '../events/events.public';
import { finishedOrdersBetween } from '../orders/read-models/orders-read-models.public';
import { eventTemplateQueries, orderTypeQueries } from '../templates/templates.public';

/** Finished work a return visit is made for, whatever module it comes from. */
export interface FinishedWork {
  id: number;
  number: string;
  title: string;
  finishedAt: Date;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  ownerId: number | null;
}

type FinishedBetween = (tx: Executor, enterpriseId: number, after: Date, until: Date, templateIds: number[], limit: number) => Promise<FinishedWork[]>;

export interface VisitSource {
  /** What the visited records are called in texts. */
  noun: string;
  /** The live templates among `ids` a plan may narrow to: order types for orders, event templates for events. */
  findTemplates: (tx: Executor, enterpriseId: number, ids: number[]) => Promise<{ id: number; name: string }[]>;
  missingTemplate: string;
  finishedBetween: FinishedBetween;
}

/**
 * Where each visit type finds its finished work. Orders (1) and events (6) are built in; other areas
 * register theirs when their plugin registers (repair orders, 53), so this module never imports them.
 */
const VISIT_SOURCES = new Map<VisitTypeValue, VisitSource>([
  [
    VisitType.order,
    {
      noun: '工单',
      findTemplates: orderTypeQueries.find,
      missingTemplate: VisitErrors.templateNotFound,
      finishedBetween: async (...args) => (await finishedOrdersBetween(...args)).map(({ orderNo, ...o }) => ({ ...o, number: orderNo })),
    },
  ],
  [
    VisitType.event,
    {
      noun: '事件',
      findTemplates: eventTemplateQueries.find,
      missingTemplate: VisitErrors.eventTemplateNotFound,
      finishedBetween: async (...args) => (await finishedEventsBetween(...args)).map(({ code, ...e }) => ({ ...e, number: code })),
    },
  ],
]);

export function registerVisitSource(visitType: VisitTypeValue, source: VisitSource): void {
  VISIT_SOURCES.set(visitType, source);
}

/** The source of a visit type; the schemas admit only the types of SUPPORTED_VISIT_TYPES, each registered at start. */
export const visitSource = (visitType: number): VisitSource => {
  const source = VISIT_SOURCES.get(visitType as VisitTypeValue);
  if (!source) throw new Error(`no return-visit source registered for visit type ${visitType}`);
  return source;
};
