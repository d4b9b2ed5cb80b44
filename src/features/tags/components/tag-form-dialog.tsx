import { ColorPicker, Form, Input, Message, Modal } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { DEFAULT_PERSON_STATES, type TagCodeValue } from '@domain/settings/tags';
import type { EpTag } from '@domain/tags/tags.schemas';
import { errorMessage } from '@/lib/errors';
import { useSaveTagMutation } from '../tags.api';
import '@arco-design/web-react/es/ColorPicker/style/css.js';

export interface TagFormDialogProps {
  code: TagCodeValue;
  /** The tag to edit; null adds one. */
  tag: EpTag | null;
  kindName: string;
  onClose: () => void;
}

interface TagFormValues {
  name: string;
  color_rgb: string;
}

const PRESET_COLORS = [...DEFAULT_PERSON_STATES.map((s) => s.color), '#165dff', '#722ed1', '#f7ba1e', '#14c9c9'];

/** 新增 / 编辑 a tag: its name and colour. */
export function TagFormDialog({ code, tag, kindName, onClose }: TagFormDialogProps) {
  const [form] = Form.useForm<TagFormValues>();
  const [saveTag, { isLoading }] = useSaveTagMutation();

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    try {
      const answer = await saveTag({ id: tag?.id, code, ...fields }).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal visible title={`${tag ? '编辑' : '新增'}${kindName}`} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={tag ?? { color_rgb: PRESET_COLORS[0] }}>
        <Form.Item label="名称" field="name" rules={[{ required: true, message: '请输入标签名称' }, { maxLength: 20, message: '标签名称最多20个字' }]}>
          <Input placeholder="请输入标签名称" />
        </Form.Item>
        <Form.Item label="颜色" field="color_rgb" rules={[{ required: true, message: '请选择颜色' }]}>
          <ColorPicker showText format="hex" disabledAlpha showPreset presetColors={PRESET_COLORS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
