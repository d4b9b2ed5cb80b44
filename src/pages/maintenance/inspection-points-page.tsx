import { Button, Card, Form, Input, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { InspectionPointRow, SaveInspectionPointInput } from '@domain/maintenance/inspection.schemas';
import { QrCodeImage } from '@/app/layout/qr-code-image';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useCountInspectionPointsQuery, useDeleteInspectionPointsMutation, useListInspectionPointsQuery, useSaveInspectionPointMutation } from '@/features/maintenance/inspection.api';
import { toastResult } from '@/lib/toast-result';
import { RowActions } from '@/components/row-actions/row-actions';

/** 新增巡检点 / 编辑巡检点: name, customer, location, and the code its QR label carries (made when left empty). */
function PointDialog({ point, onClose }: { point: InspectionPointRow | null; onClose: () => void }) {
  const [form] = Form.useForm<SaveInspectionPointInput>();
  const [save, { isLoading }] = useSaveInspectionPointMutation();
  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (fields && (await toastResult(save({ ...fields, id: point?.id }).unwrap(), Messages.saveOk))) onClose();
  };
  return (
    <Modal visible title={point ? '编辑巡检点' : '新增巡检点'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={point ? { ...point, customerId: point.customer.id } : {}}>
        <Form.Item label="巡检点名称" field="name" rules={[{ required: true, message: '请输入巡检点名称' }, { maxLength: 50, message: '巡检点名称最多50个字' }]}>
          <Input placeholder="如：1号楼配电房" />
        </Form.Item>
        <Form.Item label="客户名称" field="customerId" rules={[{ required: true, message: '请选择客户' }]}>
          <CustomerPicker />
        </Form.Item>
        <Form.Item label="位置" field="location" rules={[{ maxLength: 200, message: '位置最多200个字' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="巡检码" field="code" extra="二维码标签的内容；留空自动生成" rules={[{ maxLength: 40, message: '巡检码最多40个字' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="备注" field="remark" rules={[{ maxLength: 500, message: '备注最多500个字' }]}>
          <Input.TextArea />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /inspectionPoint 巡检点: the places and devices rounds visit, each with its QR code to print and scan. */
export default function InspectionPointsPage() {
  const [keyword, setKeyword] = useState('');
  const filter = { keyword: keyword || undefined };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListInspectionPointsQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountInspectionPointsQuery(filter);
  const [remove] = useDeleteInspectionPointsMutation();
  const [editing, setEditing] = useState<InspectionPointRow | null | undefined>();
  const [qr, setQr] = useState<InspectionPointRow | null>(null);
  const columns: TableColumnProps<InspectionPointRow>[] = [
    { title: '巡检点名称', dataIndex: 'name' },
    { title: '客户', key: 'customer', render: (_: unknown, r) => r.customer.name },
    { title: '位置', dataIndex: 'location' },
    { title: '巡检码', dataIndex: 'code', width: 160 },
    { title: '巡检计划数', dataIndex: 'planCount', width: 110 },
    {
      title: '操作',
      key: 'ops',
      width: 200,
      render: (_: unknown, r) => (
        <RowActions confirm="删除该巡检点？" onEdit={() => setEditing(r)} onDelete={() => toastResult(remove([r.id]).unwrap(), Messages.deleteOk)}>
        <Button type="text" size="small" onClick={() => setQr(r)}>
          二维码
        </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <Card bordered={false} title="巡检点">
      <ListToolbar
        filters={<Input.Search allowClear placeholder="巡检点名称" style={{ width: 220 }} onSearch={setKeyword} />}
        actions={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增巡检点
          </Button>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} noDataElement="暂无巡检点" />
      {editing !== undefined && <PointDialog point={editing} onClose={() => setEditing(undefined)} />}
      {qr && (
        <Modal visible title={`${qr.name} 二维码`} footer={null} onCancel={() => setQr(null)}>
          <div style={{ textAlign: 'center' }}>
            <QrCodeImage text={qr.code} size={200} alt={`${qr.name}的二维码`} />
            <p>{qr.code}</p>
          </div>
        </Modal>
      )}
    </Card>
  );
}
