import { Form, Input, Message, Modal, Radio } from '@arco-design/web-react';
import { useEffect } from 'react';
import { CategoryKind, Visibility, VISIBILITY_NAMES, type VisibilityValue } from '@domain/knowledge/knowledge.constants';
import type { DocumentDetail } from '@domain/knowledge/knowledge.schemas';
import { UploadKind } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { UploadField } from '@/components/uploads/upload-field';
import { CategoryPicker } from '@/features/knowledge/components/category-tree';
import { RichTextEditor } from '@/features/knowledge/components/rich-text-editor';
import { useSaveDocumentMutation } from '@/features/knowledge/knowledge.api';

interface DocumentForm {
  categoryId: number;
  title: string;
  description: string;
  visibility: VisibilityValue;
  files?: UploadedFile[];
  note?: string;
}

/** 新增文档 (with its first file) / 编辑文档 (title, category, visibility, description; files are new versions). */
export function DocumentDialog({ visible, document, categoryId, onClose }: { visible: boolean; document?: DocumentDetail; categoryId?: number; onClose: () => void }) {
  const [form] = Form.useForm<DocumentForm>();
  const [save, { isLoading }] = useSaveDocumentMutation();
  useEffect(() => {
    if (!visible) return;
    form.setFieldsValue(
      document
        ? { categoryId: document.category.id, title: document.title, description: document.description, visibility: document.visibility }
        : { categoryId: categoryId as number, title: '', description: '', visibility: Visibility.staff, files: [] },
    );
  }, [visible, document, categoryId, form]);
  const submit = async () => {
    const { files, ...values } = await form.validate();
    const body = { ...values, ...(document ? { id: document.id } : { fileId: files?.[0]?.id }) };
    const res = await save(body)
      .unwrap()
      .catch((e: { data?: { message?: string } }) => {
        Message.error(e.data?.message ?? '保存失败');
        return null;
      });
    if (!res) return;
    Message.success('保存成功');
    onClose();
  };
  return (
    <Modal title={document ? '编辑文档' : '新增文档'} visible={visible} onOk={submit} confirmLoading={isLoading} onCancel={onClose} style={{ width: 760 }} unmountOnExit>
      <Form form={form} layout="vertical">
        <Form.Item label="文档名称" field="title" rules={[{ required: true, message: '请输入文档名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="分类" field="categoryId" rules={[{ required: true, message: '请选择分类' }]}>
          <CategoryPicker kind={CategoryKind.document} />
        </Form.Item>
        <Form.Item label="可见范围" field="visibility" rules={[{ required: true, message: '请选择可见范围' }]}>
          <Radio.Group options={Object.values(Visibility).map((v) => ({ value: v, label: VISIBILITY_NAMES[v] }))} />
        </Form.Item>
        {!document && (
          <Form.Item label="附件" field="files" rules={[{ required: true, type: 'array', minLength: 1, message: '请上传附件' }]}>
            <UploadField kind={UploadKind.file} />
          </Form.Item>
        )}
        <Form.Item label="文档说明" field="description">
          <RichTextEditor label="文档说明" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
