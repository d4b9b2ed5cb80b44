import { Form, Input, InputNumber, Modal, Select, Switch } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import type { MallGoodsRow, SaveGoodsInput } from '@domain/mall/mall.schemas';
import { uploadedFileUrl } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { UploadField } from '@/components/uploads/upload-field';
import { toastResult } from '@/lib/toast-result';
import { useListMallCategoriesQuery, useSaveMallGoodsMutation } from '../mall.api';

type Picker = (value: number | undefined, onChange: (id: number | undefined) => void) => ReactNode;

export interface GoodsDialogProps {
  goods: MallGoodsRow | null;
  /** The spare-part and warehouse pickers (spare parts' own, given by the page). */
  partPicker: Picker;
  warehousePicker: Picker;
  onClose: () => void;
}

const blank = (): SaveGoodsInput => ({ categoryId: 0, name: '', price: '', stock: 0, specs: '', description: '', image: '', onShelf: true, sparePartId: null, warehouseId: null });
const fromRow = (g: MallGoodsRow): SaveGoodsInput => ({ ...g, sparePartId: g.sparePart?.id ?? null, warehouseId: g.warehouse?.id ?? null });

/** The good's image as the upload control shows it: an upload of ours, or none (an address of elsewhere). */
function uploadedOf(image: string): UploadedFile[] {
  const id = Number(image.split('/').pop());
  return Number.isInteger(id) && id > 0 && uploadedFileUrl(id) === image ? [{ id, url: image, name: '商品图片', size: 0, mime: 'image/*' }] : [];
}

/** Adds or edits a good: category, name, price, stock, specs, an image (uploaded or an address), a linked spare part and the warehouse it ships from. */
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
        <Form.Item label="规格">
          <Input aria-label="规格" maxLength={100} value={form.specs} onChange={(v) => set('specs', v)} />
        </Form.Item>
        <Form.Item label="商品图片" extra="上传一张图片，或填写图片地址">
          <UploadField value={uploadedOf(form.image)} onChange={(files) => set('image', files[0]?.url ?? '')} />
          <Input aria-label="图片地址" placeholder="图片地址" maxLength={500} value={form.image} onChange={(v) => set('image', v)} />
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
