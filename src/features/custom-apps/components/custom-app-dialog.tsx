import { Form, Input, Modal, Radio, Select, Switch } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { CUSTOM_APP_ICONS, CUSTOM_APP_TYPE_NAMES, CustomAppType, type CustomAppTypeValue } from '@domain/custom-apps/custom-apps.constants';
import { isWebUrl, type CustomAppGroupView, type CustomAppView, type CustomFormSummary } from '@domain/custom-apps/custom-apps.schemas';
import { CustomAppErrors } from '@domain/custom-apps/errors';
import { ROLE_NAMES, ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import { toastResult } from '@/lib/toast-result';
import { useSaveCustomAppMutation } from '../custom-apps.api';

export interface CustomAppDialogProps {
  /** The application to edit, or the group a new one goes into. */
  app: CustomAppView | { groupId: number };
  groups: readonly CustomAppGroupView[];
  forms: readonly CustomFormSummary[];
  onClose: () => void;
}

interface AppFormValues {
  name: string;
  groupId: number;
  formType: CustomAppTypeValue;
  externalUrl?: string;
  /** 0: a new form named after the application. */
  formId: number;
  icon: string;
  roles: RoleType[];
  enabled: boolean;
}

const NEW_FORM = 0;
const typeOptions = Object.entries(CUSTOM_APP_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const roleOptions = ROLE_TYPES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));

/** 新增应用 / 编辑应用: name, group, what it opens (link, form page or list), icon and who sees it. */
export function CustomAppDialog({ app, groups, forms, onClose }: CustomAppDialogProps) {
  const [form] = Form.useForm<AppFormValues>();
  const [saveApp, { isLoading }] = useSaveCustomAppMutation();
  const editing = 'id' in app ? app : null;
  const initialValues: Partial<AppFormValues> = {
    name: editing?.name,
    groupId: app.groupId,
    formType: editing?.formType ?? CustomAppType.list,
    externalUrl: editing?.externalUrl ?? undefined,
    formId: editing?.formId ?? NEW_FORM,
    icon: editing?.icon || 'apps',
    roles: editing?.roles ?? [],
    enabled: editing?.enabled ?? true,
  };

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    const isLink = values.formType === CustomAppType.link;
    const body = {
      ...values,
      id: editing?.id,
      externalUrl: isLink ? values.externalUrl : null,
      formId: isLink || values.formId === NEW_FORM ? null : values.formId,
    };
    if (await toastResult(saveApp(body).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={editing ? '编辑应用' : '新增应用'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 560 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="应用名称" field="name" rules={[{ required: true, message: '请填写应用名称' }, { maxLength: 20, message: '应用名称最多20个字' }]}>
          <Input placeholder="请输入应用名称" />
        </Form.Item>
        <Form.Item label="所属分组" field="groupId" rules={[{ required: true, message: '请选择分组' }]}>
          <Select options={groups.map((g) => ({ value: g.id, label: g.name }))} />
        </Form.Item>
        <Form.Item label="应用类型" field="formType">
          <Radio.Group type="button" options={typeOptions} />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: AppFormValues) =>
            values.formType === CustomAppType.link ? (
              <Form.Item
                label="链接地址"
                field="externalUrl"
                rules={[
                  { required: true, message: CustomAppErrors.urlRequired },
                  { validator: (v: string | undefined, cb) => cb(v && !isWebUrl(v.trim()) ? CustomAppErrors.urlBadScheme : undefined) },
                ]}
              >
                <Input placeholder="https://" />
              </Form.Item>
            ) : (
              <Form.Item label="表单" field="formId" extra="几个应用可共用一个表单，例如一个填报、一个查看列表">
                <Select options={[{ value: NEW_FORM, label: '新建表单（以应用名称命名）' }, ...forms.map((f) => ({ value: f.id, label: f.name }))]} />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item label="图标" field="icon">
          <Select options={CUSTOM_APP_ICONS.map((icon) => ({ value: icon, label: icon }))} />
        </Form.Item>
        <Form.Item label="可见角色" field="roles" extra="不选表示所有角色可见">
          <Select mode="multiple" allowClear placeholder="所有角色" options={roleOptions} />
        </Form.Item>
        <Form.Item label="启用" field="enabled" triggerPropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
