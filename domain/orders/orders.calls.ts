/** The request body schema of each order call that takes one, by its name in OrderPaths. */
import type { z } from 'zod';
import type { OrderPathName } from './orders.paths';
import {
  AbnormalApplySchema,
  AbnormalExamineSchema,
  AcceptanceSchema,
  AppointmentSchema,
  CheckInSchema,
  ArchiveSchema,
  AssignSchema,
  BatchAcceptanceSchema,
  CancelSchema,
  CollaboratorsSchema,
  CollectSchema,
  CompleteSchema,
  CreateOrderSchema,
  EditOrderSchema,
  EvaluateSchema,
  ExamineSchema,
  FeesSchema,
  OrderTargetSchema,
  PoolSchema,
  ReceiptSchema,
  RefuseSchema,
  RestoreSchema,
  TransferSchema,
} from './orders.schemas';

export const OrderBodies = {
  add: CreateOrderSchema,
  edit: EditOrderSchema,
  copy: OrderTargetSchema,
  acceptance: AcceptanceSchema,
  batchAcceptance: BatchAcceptanceSchema,
  assign: AssignSchema,
  collaborators: CollaboratorsSchema,
  transfer: TransferSchema,
  putPool: PoolSchema,
  retrievePool: PoolSchema,
  grab: OrderTargetSchema,
  accept: OrderTargetSchema,
  refuse: RefuseSchema,
  appoint: AppointmentSchema,
  startService: OrderTargetSchema,
  checkIn: CheckInSchema,
  applyComplete: CompleteSchema,
  complete: CompleteSchema,
  examine: ExamineSchema,
  receipt: ReceiptSchema,
  fees: FeesSchema,
  collect: CollectSchema,
  evaluate: EvaluateSchema,
  cancel: CancelSchema,
  applyAbnormal: AbnormalApplySchema,
  abnormalExamine: AbnormalExamineSchema,
  archive: ArchiveSchema,
  restore: RestoreSchema,
} as const satisfies Partial<Record<OrderPathName, z.ZodType>>;

export type OrderCallName = keyof typeof OrderBodies;
/** The body a screen sends (zod input: the server's schema fills the defaults). */
export type OrderCallBody<K extends OrderCallName> = z.input<(typeof OrderBodies)[K]>;
/** The body a service receives, parsed. */
export type OrderCallInput<K extends OrderCallName> = z.infer<(typeof OrderBodies)[K]>;
