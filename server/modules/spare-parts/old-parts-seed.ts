import { LocationKind, MovementType } from '@domain/spare-parts/spare-parts.constants';
import { recycleCode } from '@domain/spare-parts/old-parts';
import type { Tx } from '../../db/database';
import { completedOrdersPage } from '../orders/read-models/orders-read-models.public';
import * as oq from './old-parts.queries';
import { postMovement } from './posting';

/**
 * Old-part demo rows: the recycle form template (拆机原因, 外观), and two old parts 张师傅 took out on
 * one of his completed orders — one received into 浦西分仓's old-part store, one still to recycle —
 * and one more he holds in 我的旧件, not yet returned.
 */
export async function seedOldParts(tx: Tx, enterpriseId: number, ids: { staff: number; keeper: number; subWarehouse: number; partId: number; otherPartId: number }) {
  const reason = await oq.insertParam(tx, { enterpriseId, name: '拆机原因', fieldType: 1, required: true, sort: 1 });
  const look = await oq.insertParam(tx, { enterpriseId, name: '外观', fieldType: 3, options: ['完好', '破损'], sort: 2 });
  const [order] = await completedOrdersPage(tx, enterpriseId, { userId: ids.staff }, { pageIndex: 0, pageSize: 1 });
  if (!order) return;
  const values = (why: string, state: string) => [{ paramId: reason, name: '拆机原因', value: why }, { paramId: look, name: '外观', value: state }];
  const rows = await oq.insertForms(tx, [
    { enterpriseId, orderId: order.id, orderNo: order.orderNo, partId: ids.partId, qty: '1', values: values('压缩机烧毁', '破损'), remark: '客户同意回收', createdBy: ids.staff },
    { enterpriseId, orderId: order.id, orderNo: order.orderNo, partId: ids.otherPartId, qty: '2', values: values('电容鼓包', '完好'), createdBy: ids.staff },
  ]);
  await oq.setCodes(tx, enterpriseId, rows.map((r) => ({ id: r.id, code: recycleCode(r.id) })));
  const received = rows[0].id;
  const posted = await postMovement(tx, {
    enterpriseId,
    userId: ids.keeper,
    type: MovementType.recycle,
    lines: [{ partId: ids.partId, qty: 100, from: null, to: { kind: LocationKind.oldStore, id: ids.subWarehouse } }],
    orderId: order.id,
    docNo: recycleCode(received),
    remark: '旧件回收',
  });
  await oq.markReceived(tx, enterpriseId, [received], { warehouseId: ids.subWarehouse, userId: ids.keeper, movementId: posted.movementId });
  await postMovement(tx, {
    enterpriseId,
    userId: ids.staff,
    type: MovementType.recycle,
    lines: [{ partId: ids.otherPartId, qty: 100, from: null, to: { kind: LocationKind.personOld, id: ids.staff } }],
    orderId: order.id,
    docNo: order.orderNo,
    remark: '登记旧件',
  });
}
