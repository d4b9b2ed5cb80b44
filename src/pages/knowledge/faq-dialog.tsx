import { Form, Input, Message, Modal, Radio } from '@arco-design/web-react';
import { useEffect } from 'react';
import { CategoryKind, Visibility, VISIBILITY_NAMES, type VisibilityValue } from '@domain/knowledge/knowledge.constants';
import type { FaqDetail } from '@domain/knowledge/knowledge.schemas';
import { CategoryPicker } from '@/features/knowledge/components/category-tree';
import { RichTextEditor } from '@/features/knowledge/components/rich-text-editor';
import { useSaveFaqMutation } from '@/features/knowledge/knowledge.api';

interface FaqForm {
  categoryId: number;
  question: string;
  answer: string;
  visibility: VisibilityValue;
}

/** 新增问题 / 编辑问题: the question, its category, who may read it, the answer in rich text. */
export function FaqDialog({ visible, faq, categoryId, onClose }: { visible: boolean; faq?: FaqDetail; categoryId?: number; onClose: (saved?: FaqDetail) => void }) {
  const [form] = Form.useForm<FaqForm>();
  const [save, { isLoading }] = useSaveFaqMutation();
  useEffect(() => {
    if (!visible) return;
    form.setFieldsValue(
      faq
        ? { categoryId: faq.category.id, question: faq.question, answer: faq.answer, visibility: faq.visibility }
        : { categoryId: categoryId as number, question: '', answer: '', visibility: Visibility.staff },
    );
  }, [visible, faq, categoryId, form]);
  const submit = async () => {
    const values = await form.validate();
    const res = await save({ ...values, ...(faq ? { id: faq.id } : {}) })
      .unwrap()
      .catch((e: { data?: { message?: string } }) => {
        Message.error(e.data?.message ?? '保存失败');
        return null;
      });
    if (!res?.data) return;
    Message.success('保存成功');
    onClose(res.data);
  };
  return (
    <Modal title={faq ? '编辑问题' : '新增问题'} visible={visible} onOk={submit} confirmLoading={isLoading} onCancel={() => onClose()} style={{ width: 760 }} unmountOnExit>
      <Form form={form} layout="vertical">
        <Form.Item label="问题" field="question" rules={[{ required: true, message: '请输入问题' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="分类" field="categoryId" rules={[{ required: true, message: '请选择分类' }]}>
          <CategoryPicker kind={CategoryKind.faq} />
        </Form.Item>
        <Form.Item label="可见范围" field="visibility" rules={[{ required: true, message: '请选择可见范围' }]}>
          <Radio.Group options={Object.values(Visibility).map((v) => ({ value: v, label: VISIBILITY_NAMES[v] }))} />
        </Form.Item>
        <Form.Item label="答案" field="answer" rules={[{ required: true, message: '请输入答案' }]}>
          <RichTextEditor label="答案" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
