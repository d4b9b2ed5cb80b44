import { Button, Select, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { PROJECT_PRODUCT_KIND_NAMES, PROJECT_PRODUCT_KINDS, ProjectProductKind, type ProjectProductKindValue } from '@domain/projects/projects.constants';
import { toastResult } from '@/lib/toast-result';
import { useLinkProjectProductsMutation } from '@/features/projects/projects.api';
import { useListCustomerProductsQuery, useListProductsQuery } from '@/features/products/products.api';

/** Links products to a project: customer products or archive products, searched by name (the products feature's lists). */
export function LinkProducts({ projectId }: { projectId: number }) {
  const [kind, setKind] = useState<ProjectProductKindValue>(ProjectProductKind.customer);
  const [keyword, setKeyword] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const paging = { keyword: keyword || undefined, pageIndex: 0, pageSize: 50 };
  const customer = useListCustomerProductsQuery(paging, { skip: kind !== ProjectProductKind.customer });
  const catalogue = useListProductsQuery(paging, { skip: kind !== ProjectProductKind.catalogue });
  const [link] = useLinkProjectProductsMutation();
  const options =
    kind === ProjectProductKind.customer
      ? (customer.data ?? []).map((p) => ({ value: p.id, label: [p.name, p.serialNumber, p.customerName].filter(Boolean).join(' · ') }))
      : (catalogue.data ?? []).map((p) => ({ value: p.id, label: p.model ? `${p.name} · ${p.model}` : p.name }));
  const submit = async () => (await toastResult(link({ projectId, kind, productIds: ids }).unwrap(), Messages.saveOk)) && setIds([]);
  return (
    <Space wrap>
      <Select
        aria-label="产品类型"
        style={{ width: 120 }}
        value={kind}
        onChange={(next: ProjectProductKindValue) => {
          setKind(next);
          setIds([]);
        }}
        options={PROJECT_PRODUCT_KINDS.map((k) => ({ value: k, label: PROJECT_PRODUCT_KIND_NAMES[k] }))}
      />
      <Select
        aria-label="选择产品"
        mode="multiple"
        showSearch
        filterOption={false}
        onSearch={setKeyword}
        loading={customer.isFetching || catalogue.isFetching}
        placeholder="搜索产品名称"
        style={{ width: 320 }}
        value={ids}
        onChange={setIds}
        options={options}
      />
      <Button type="primary" disabled={ids.length === 0} onClick={submit}>
        关联产品
      </Button>
    </Space>
  );
}
