import { Form, Input, InputNumber, InputTag, Modal, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputTag/style/css.js';
import { useState, type ReactNode } from 'react';
import type { MallGoodsRow, SaveGoodsInput } from '@domain/mall/mall.schemas';
import { toastResult } from '@/lib/toast-result';
import { useListMallCategoriesQuery, useSaveMallGoodsMutation } from '../mall.api';
import { GoodsImagesField } from './goods-images-field';

type Picker = (value: number | undefined, onChange: (id: number | undefined) => void) => ReactNode;

export interface GoodsDialogProps {
  goods: MallGoodsRow | null;
  /** The spare-part and warehouse pickers (spare parts' own, given by the page). */
  partPicker: Picker;
  warehousePicker: Picker;
  onClose: () => void;
}

const blank = (): SaveGoodsInput => ({ categoryId: 0, name: '', price: '', stock: 0, specOptions: [], description: '', images: [], onShelf: true, sparePartId: null, warehouseId: null });
const fromRow = (g: MallGoodsRow): SaveGoodsInput => ({ ...g, sparePartId: g.sparePart?.id ?? null, warehouseId: g.warehouse?.id ?? null });

/** Adds or edits a good: category, name, price, stock, the specs customers pick from, its images (uploaded or addresses, in order), a linked spare part and the warehouse it ships from. */
export function GoodsDialog({ goods, partPicker, warehousePicker, onClose }: GoodsDialogProps) {
  const { data: categories = [] } = useListMallCategoriesQuery();
  const [save, { isLoading }] = useSaveMallGoodsMutation();
  const [form, setForm] = useState<SaveGoodsInput>(goods ? fromRow(goods) : blank());
  const set = <K extends keyof SaveGoodsInput>(key: K, value: SaveGoodsInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const handleOk = async () => {
    const body = { ...form, id: goods?.id };
    if (await toastResult(save(body).unwrap(), '保存成功')) onClose();
  };
  return (
    <Modal visible title={goods ? '编辑商品' : '新增商品'} onCancel={onClose} onOk={handleOk} confirmLoading={isLoading} okButtonProps={{ disabled: !form.categoryId || !form.name.trim() || form.price === '' }} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="商品分类" required>
          <Select
            aria-label="商品分类"
            value={form.categoryId || undefined}
            onChange={(v: number) => set('categoryId', v)}
            options={categories.map((c) => ({ value: c.id, label: c.parentId ? `${names.get(c.parentId) ?? ''} / ${c.name}` : c.name }))}
          />
        </Form.Item>
        <Form.Item label="商品名称" required>
          <Input aria-label="商品名称" maxLength={50} value={form.name} onChange={(v) => set('name', v)} />
        </Form.Item>
        <Form.Item label="价格（元）" required>
          <Input aria-label="价格" value={form.price} onChange={(v) => set('price', v)} />
        </Form.Item>
        <Form.Item label="库存">
          <InputNumber aria-label="库存" min={0} max={999999} precision={0} value={form.stock} onChange={(v) => set('stock', v ?? 0)} />
        </Form.Item>
        <Form.Item label="规格" extra="输入后回车添加；客户下单时从中选择一个，不填则商品无规格">
          <InputTag aria-label="规格" allowClear saveOnBlur value={form.specOptions} onChange={(v: string[]) => set('specOptions', v.map((s) => s.trim()).filter(Boolean))} />
        </Form.Item>
        <Form.Item label="商品图片" extra="上传图片或填写图片地址，最多9张；第一张为商品主图">
          <GoodsImagesField value={form.images} onChange={(images) => set('images', images)} />
        </Form.Item>
        <Form.Item label="商品描述">
          <Input.TextArea aria-label="商品描述" maxLength={1000} value={form.description} onChange={(v) => set('description', v)} />
        </Form.Item>
        <Form.Item label="关联备件（发货时从仓库出库）">{partPicker(form.sparePartId ?? undefined, (id) => set('sparePartId', id ?? null))}</Form.Item>
        {form.sparePartId !== null && <Form.Item label="出库仓库" required>{warehousePicker(form.warehouseId ?? undefined, (id) => set('warehouseId', id ?? null))}</Form.Item>}
        <Form.Item label="上架">
          <Switch aria-label="上架" checked={form.onShelf} onChange={(v) => set('onShelf', v)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
