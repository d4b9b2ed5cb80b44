import { Card, Descriptions, Empty, Spin, Tabs } from '@arco-design/web-react';
import { useParams } from 'wouter';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { useTabName } from '@/app/shell/use-tab-name';
import { errorMessage } from '@/lib/errors';
import { LedgerTable } from '@/features/spare-parts/components/ledger-table';
import { useGetSparePartQuery } from '@/features/spare-parts/spare-parts.api';

/** /spareList/detail/{id} (permission 05001): the part, its spare-part fields, and its ledger lines. */
export default function SpareDetailPage() {
  const { id } = useParams<{ id: string }>();
  const partId = Number(id);
  const { data: part, isLoading, error } = useGetSparePartQuery(partId, { skip: !Number.isInteger(partId) || partId <= 0 });
  useTabName(part?.name);
  const customFields = useDetailFields(DetailEntityType.sparePart);
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!part) return <Empty description={error ? errorMessage(error) : '备件不存在'} />;
  return (
    <Card bordered={false} title={part.name}>
      <Descriptions
        column={3}
        data={[
          { label: '编号', value: part.code || '—' },
          { label: '规格型号', value: part.model || '—' },
          { label: '类型', value: part.typeName },
          { label: '单位', value: part.unit },
          { label: '单价（元）', value: part.price },
          { label: '总库存', value: `${part.stock} ${part.unit}` },
        ]}
      />
      <CustomValuesSection fields={customFields} value={part.customValues} readonly />
      <Tabs defaultActiveTab="log" style={{ marginTop: 16 }}>
        <Tabs.TabPane key="log" title="出入库记录">
          <LedgerTable partId={part.id} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
