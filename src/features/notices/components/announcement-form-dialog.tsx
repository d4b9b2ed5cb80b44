import { Form, Input, Message, Modal, Select } from '@arco-design/web-react';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, AnnouncementTexts } from '@domain/notices/announcements.schemas';
import { ROLE_NAMES, ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import { errorMessage } from '@/lib/errors';
import { usePublishAnnouncementMutation } from '../announcements.api';

export interface AnnouncementFormDialogProps {
  onClose: () => void;
}

interface AnnouncementFormValues {
  title: string;
  content: string;
  roles?: RoleType[];
}

const ROLE_OPTIONS = ROLE_TYPES.map((type) => ({ value: type, label: ROLE_NAMES[type] }));

/** 发布公告: title, content and the roles it goes to (none chosen: everyone). */
export function AnnouncementFormDialog({ onClose }: AnnouncementFormDialogProps) {
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [publish, { isLoading }] = usePublishAnnouncementMutation();

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    try {
      const answer = await publish({ title: fields.title, content: fields.content, roles: fields.roles ?? [] }).unwrap();
      Message.success(answer.message ?? AnnouncementTexts.published);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal visible title={AnnouncementTexts.publish} okText="发布" onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical">
        <Form.Item
          label="标题"
          field="title"
          rules={[
            { required: true, message: '请输入公告标题' },
            { maxLength: ANNOUNCEMENT_TITLE_MAX, message: `公告标题最多${ANNOUNCEMENT_TITLE_MAX}个字` },
          ]}
        >
          <Input placeholder="请输入公告标题" maxLength={ANNOUNCEMENT_TITLE_MAX} showWordLimit />
        </Form.Item>
        <Form.Item
          label="内容"
          field="content"
          rules={[
            { required: true, message: '请输入公告内容' },
            { maxLength: ANNOUNCEMENT_CONTENT_MAX, message: `公告内容最多${ANNOUNCEMENT_CONTENT_MAX}个字` },
          ]}
        >
          <Input.TextArea placeholder="请输入公告内容" maxLength={ANNOUNCEMENT_CONTENT_MAX} showWordLimit autoSize={{ minRows: 4, maxRows: 10 }} />
        </Form.Item>
        <Form.Item label="接收角色" field="roles" extra="不选择则发送给全部人员">
          <Select mode="multiple" options={ROLE_OPTIONS} placeholder={AnnouncementTexts.everyone} allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}
