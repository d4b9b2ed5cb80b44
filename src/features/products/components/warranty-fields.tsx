import { Form, InputNumber, Select } from '@arco-design/web-react';
import { TIME_UNIT_NAMES, TIME_UNITS, WARRANTY_BASES, WARRANTY_BASIS_NAMES } from '@domain/products/products.constants';

const unitOptions = TIME_UNITS.map((u) => ({ value: u, label: TIME_UNIT_NAMES[u] }));
const basisOptions = WARRANTY_BASES.map((b) => ({ value: b, label: WARRANTY_BASIS_NAMES[b] }));

/** 质保时长 + 时间单位 + 质保依据, shared by product models and customer products. */
export function WarrantyFields() {
  return (
    <Form.Item label="质保期" extra="质保结束日期 = 质保开始日期（购买或安装日期）+ 质保时长">
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item field="warrantyPeriod" noStyle>
          <InputNumber placeholder="时长" min={1} max={999} precision={0} style={{ width: 110 }} aria-label="质保时长" />
        </Form.Item>
        <Form.Item field="warrantyUnit" noStyle>
          <Select options={unitOptions} style={{ width: 90 }} aria-label="时间单位" />
        </Form.Item>
        <Form.Item field="warrantyBasis" noStyle>
          <Select options={basisOptions} style={{ width: 130 }} aria-label="质保依据" />
        </Form.Item>
      </div>
    </Form.Item>
  );
}
