import { z } from 'zod';
import { ORDER_PDF_MAX_ORDERS } from './order-pdf';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');

export const OrderPdfExportSchema = z.object({
  ids: z
    .array(z.number({ error: 'ids 须为正整数' }).int('ids 须为正整数').positive('ids 须为正整数'), { error: 'ids 须为工单id数组' })
    .min(1, 'ids: 未选中数据')
    .max(ORDER_PDF_MAX_ORDERS, `ids 最多${ORDER_PDF_MAX_ORDERS}个工单`)
    .transform((list) => [...new Set(list)]),
});
export type OrderPdfExportInput = z.infer<typeof OrderPdfExportSchema>;

export const OrderPdfSendSchema = z.object({ id });
export type OrderPdfSendInput = z.infer<typeof OrderPdfSendSchema>;
