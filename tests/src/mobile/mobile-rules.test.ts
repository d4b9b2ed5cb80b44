import { describe, expect, it } from 'vitest';
import { FieldType } from '@domain/forms/field-types';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { Role } from '@domain/shell/roles';
import { deviceWantsMobile, isMobilePath, wantsMobile } from '@/app/mobile/version-choice';
import { fitLongSide } from '@/lib/compress-photo';
import type { InspectionTaskDetail } from '@domain/maintenance/inspection.schemas';
import { withQueued, withQueuedSteps, type QueuedInspection, type QueuedOp } from '@/pages/mobile/offline-ops';
import { pointProblem } from '@/pages/mobile/inspection-point-form';
import { firstProblem, pcOnlyFields } from '@/pages/mobile/phone-field-rules';

describe('the version choice', () => {
  it('follows the remembered choice, else the viewport: a phone or the 360 px WeCom sidebar gets the mobile version', () => {
    expect(deviceWantsMobile(360)).toBe(true);
    expect(deviceWantsMobile(414)).toBe(true);
    expect(deviceWantsMobile(1024)).toBe(false);
    expect(wantsMobile(null, true)).toBe(true);
    expect(wantsMobile(null, false)).toBe(false);
    expect(wantsMobile(1, true)).toBe(false);
    expect(wantsMobile(0, false)).toBe(true);
  });

  it('knows the mobile addresses', () => {
    expect(isMobilePath('/m')).toBe(true);
    expect(isMobilePath('/m/order/3')).toBe(true);
    expect(isMobilePath('/myOrder')).toBe(false);
  });
});

describe('photo compression size', () => {
  it('scales the long side down to 1,600 px and never enlarges', () => {
    expect(fitLongSide(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitLongSide(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitLongSide(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('the offline view of an order', () => {
  const engineer = { userId: 7, role: Role.serviceStaff };
  const order = {
    id: 1,
    orderNo: 'GD1',
    state: OrderState.pendingService,
    invalid: false,
    kind: 'external',
    approvals: { create: false, complete: false, receipt: false, collection: false },
    examineType: null,
    abnormalKind: null,
    archived: false,
    deleted: false,
    inPool: false,
    poolGroupId: null,
    ownerId: 7,
    collaboratorIds: [],
    creatorId: 2,
    appointmentTime: '2030-06-01 14:00:00',
    receiptDone: false,
    paymentDone: false,
    evaluated: false,
    operations: ['startService'],
  } as unknown as OrderDetail;
  const queued = (op: QueuedOp['op']): QueuedOp => ({ orderId: 1, orderNo: 'GD1', op, body: {}, version: null });

  it('shows the buttons the same machine allows once the queued operations are done', () => {
    const started = withQueued(order, [queued('startService')], engineer);
    expect(started.state).toBe(OrderState.inService);
    expect(started.operations).toEqual(expect.arrayContaining(['receipt', 'complete']));
    expect(started.operations).not.toContain('startService');

    const done = withQueued(order, [queued('startService'), queued('receipt'), queued('complete')], engineer);
    expect(done.state).toBe(OrderState.completed);
    expect(done.receiptDone).toBe(true);
    expect(done.operations).not.toContain('receipt');
    expect(done.operations).not.toContain('complete');
  });

  it('leaves other orders as the server sent them', () => {
    expect(withQueued(order, [{ ...queued('startService'), orderId: 2 }], engineer)).toBe(order);
  });
});

describe('what a phone form checks before sending', () => {
  const field = (key: string, type: number, title: string, required = true) => ({ key, type, title, required, settings: {}, fieldAttributeList: [] });
  const text = field('model', FieldType.text, '机型');
  const fault = field('fault', FieldType.radio, '故障类型');
  const agree = field('agree', FieldType.tick, '已告知客户');
  const site = field('site', FieldType.address, '安装地址');

  it('names the first required field left empty, in the words the server uses', () => {
    expect(firstProblem([text, fault], { model: '  ' })).toBe('请填写机型');
    expect(firstProblem([text, fault], { model: 'KFR' })).toBe('请选择故障类型');
    expect(firstProblem([agree], { agree: false })).toBe('请勾选已告知客户');
    expect(firstProblem([site], { site: { province: '', city: '', district: '', detail: ' ' } })).toBe('请填写安装地址');
    expect(firstProblem([text, fault, agree, site], { model: 'KFR', fault: 'leak', agree: true, site: { province: '广东', city: '', district: '', detail: '' } })).toBeUndefined();
  });

  it('leaves pictures, linked records and picker fields to the PC version, and stops when one is required', () => {
    const photos = field('photos', FieldType.image, '现场照片', false);
    const product = field('product', FieldType.linkedRecord, '产品');
    const item = field('service_item', FieldType.text, '服务项目', false);
    expect(pcOnlyFields([text, photos, item], ['service_item']).map((f) => f.title)).toEqual(['现场照片', '服务项目']);
    expect(firstProblem([text, photos], { model: 'KFR' })).toBeUndefined();
    expect(firstProblem([text, product], { model: 'KFR' })).toBe('产品为必填项，请在电脑版填写');
  });
});

describe('an inspection round with its queued steps', () => {
  const walker = { userId: 7, role: Role.serviceStaff };
  const point = (id: number) => ({ point: { id, name: `点${id}`, location: '', code: `C${id}` }, result: null });
  const round = { id: 1, state: 0, assignee: { id: 7, name: '张师傅' }, order: null, recordedCount: 0, points: [point(1), point(2)], allowedOperations: ['record'] } as unknown as InspectionTaskDetail;
  const recordStep = (pointId: number, passed: boolean): QueuedInspection => ({ kind: 'inspection', taskId: 1, title: '巡检', op: 'record', body: { pointId, scannedCode: `C${pointId}`, items: [{ name: '外观', passed, note: passed ? '' : '破损' }] } });
  const finish: QueuedInspection = { kind: 'inspection', taskId: 1, title: '巡检', op: 'finish', body: {} };
  const cases: [string, QueuedInspection[], { state: number; recordedCount: number; allowedOperations: string[] }][] = [
    ['one point recorded: in progress, more to record', [recordStep(1, true)], { state: 1, recordedCount: 1, allowedOperations: ['record'] }],
    ['every point recorded: may finish', [recordStep(1, true), recordStep(2, true)], { state: 1, recordedCount: 2, allowedOperations: ['record', 'finish'] }],
    ['finished clean: done', [recordStep(1, true), recordStep(2, true), finish], { state: 2, recordedCount: 2, allowedOperations: [] }],
    ['finished with a failed item: an exception to-do', [recordStep(1, false), recordStep(2, true), finish], { state: 3, recordedCount: 2, allowedOperations: [] }],
    ['another round’s steps change nothing', [{ ...recordStep(1, true), taskId: 2 }], { state: 0, recordedCount: 0, allowedOperations: ['record'] }],
  ];
  it.each(cases)('%s', (_name, steps, expected) => {
    expect(withQueuedSteps(round, steps, walker)).toMatchObject(expected);
  });
  it('leaves order operations to the orders', () => {
    expect(withQueuedSteps(round, [{ orderId: 1, orderNo: 'GD1', op: 'receive', body: {}, version: 1 }], walker)).toBe(round);
  });
  it('asks the point’s code and every item’s result, and why one failed', () => {
    const items = (passed: boolean | null, note = '') => [{ name: '外观', passed, note }];
    expect(pointProblem('C1', { scannedCode: ' ', items: items(true) })).toBe('请扫描或输入巡检点的码');
    expect(pointProblem('C1', { scannedCode: 'C2', items: items(true) })).toBe('扫码结果与巡检点不符');
    expect(pointProblem('C1', { scannedCode: 'C1', items: items(null) })).toBe('请选择「外观」的检查结果');
    expect(pointProblem('C1', { scannedCode: 'C1', items: items(false) })).toBe('请填写「外观」的异常说明');
    expect(pointProblem('C1', { scannedCode: ' C1 ', items: items(false, '破损') })).toBe('');
  });
});
