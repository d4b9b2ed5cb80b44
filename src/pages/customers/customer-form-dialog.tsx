import { Button, Checkbox, Form, Input, Message, Modal, Select, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import type { CustomerDetail } from '@domain/customers/customers.schemas';
import { Role } from '@domain/shell/roles';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { MapPointPicker } from '@/components/offline-map/map-point-picker';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ServiceGroupPicker } from '@/features/catalogue/components/service-group-picker';
import { useAddCustomerMutation, useCustomerTemplateQuery, useEditCustomerMutation, type AddCustomerArgs } from '@/features/customers/customers.api';
import { useListTagsQuery } from '@/features/tags/tags.api';
import { errorMessage } from '@/lib/errors';

export interface CustomerFormDialogProps {
  visible: boolean;
  /** The customer being edited; absent for a new one (then contacts and addresses are entered too). */
  customer?: CustomerDetail;
  onClose: (savedId?: number) => void;
}

const CUSTOMER_TAG_CODE = 4;

/** 新增客户 / 编辑客户: fixed fields, owner, group, tags, the template centre's customer fields; new customers also get contacts and addresses. */
export function CustomerFormDialog({ visible, customer, onClose }: CustomerFormDialogProps) {
  const [form] = Form.useForm();
  const custom = useRef<CustomFieldFormHandle>(null);
  const { data: template } = useCustomerTemplateQuery();
  const { data: tags = [] } = useListTagsQuery(CUSTOMER_TAG_CODE);
  const [add, adding] = useAddCustomerMutation();
  const [edit, editing] = useEditCustomerMutation();
  const customFields = { fields: (template?.form.fields ?? []).filter((f) => !f.fixed) };

  const handleOk = async () => {
    const values = (await form.validate()) as AddCustomerArgs;
    if (custom.current && custom.current.validate().length > 0) return;
    const customValues = custom.current?.values() ?? {};
    try {
      const res = customer
        ? await edit({ ...values, id: customer.id, customValues }).unwrap()
        : await add({ ...values, addresses: values.addresses ?? [], customValues }).unwrap();
      Message.success(res.message ?? '保存成功');
      form.resetFields();
      onClose(res.data?.id);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const initial = customer
    ? { name: customer.name, phone: customer.phone, businessUserId: customer.businessUser?.id, serviceGroupId: customer.serviceGroup?.id, tagIds: customer.tags.map((t) => t.id) }
    : { contacts: [{ name: '', phone: '', isDefault: true }], addresses: [] };

  return (
    <Modal
      title={customer ? '编辑客户' : '新增客户'}
      visible={visible}
      onOk={handleOk}
      onCancel={() => onClose()}
      confirmLoading={adding.isLoading || editing.isLoading}
      style={{ width: 860 }}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Space size={16} style={{ width: '100%' }} align="start">
          <Form.Item label="客户名称" field="name" rules={[{ required: true, message: '请输入客户名称' }]} style={{ width: 340 }}>
            <Input placeholder="请输入客户名称" maxLength={50} />
          </Form.Item>
          <Form.Item label="客户电话" field="phone" rules={[{ required: true, message: '请输入客户电话' }]} style={{ width: 340 }}>
            <Input placeholder="客户账号电话，企业内唯一" />
          </Form.Item>
        </Space>
        <Space size={16} style={{ width: '100%' }} align="start">
          <Form.Item label="归属销售" field="businessUserId" style={{ width: 220 }}>
            <UserPicker role={Role.salesperson} />
          </Form.Item>
          <Form.Item label="服务组" field="serviceGroupId" style={{ width: 220 }}>
            <ServiceGroupPicker />
          </Form.Item>
          <Form.Item label="客户标签" field="tagIds" style={{ width: 220 }}>
            <Select mode="multiple" placeholder="请选择客户标签" options={tags.map((t) => ({ label: t.name, value: t.id }))} allowClear />
          </Form.Item>
        </Space>
        {!customer && <ContactsInput />}
        {!customer && <AddressesInput />}
      </Form>
      {customFields.fields.length > 0 && (
        <CustomFieldForm ref={custom} definition={customFields} mode={customer ? 'edit' : 'entry'} value={customer?.customValues ?? {}} />
      )}
    </Modal>
  );
}

function ContactsInput() {
  return (
    <Form.List field="contacts">
      {(fields, { add, remove }) => (
        <div>
          <div style={{ marginBottom: 8, fontWeight: 500 }}>联系人</div>
          {fields.map((item, index) => (
            <Space key={item.key} align="start">
              <Form.Item field={`${item.field}.name`} rules={[{ required: true, message: '请输入联系人' }]}>
                <Input aria-label={`联系人${index + 1}姓名`} placeholder="联系人姓名" />
              </Form.Item>
              <Form.Item field={`${item.field}.phone`} rules={[{ required: true, message: '请输入联系人电话' }]}>
                <Input aria-label={`联系人${index + 1}电话`} placeholder="联系人电话" />
              </Form.Item>
              <Form.Item field={`${item.field}.isDefault`} triggerPropName="checked">
                <Checkbox>默认</Checkbox>
              </Form.Item>
              {fields.length > 1 && <Button icon={<IconDelete />} aria-label={`删除联系人${index + 1}`} onClick={() => remove(index)} />}
            </Space>
          ))}
          <Button type="dashed" icon={<IconPlus />} onClick={() => add({ name: '', phone: '', isDefault: false })} style={{ marginBottom: 16 }}>
            添加联系人
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Registers a value the form sets itself (the map picker's lng and lat), so that validate() hands it in. */
const HeldValue = (_: { value?: unknown }) => null;

function AddressesInput() {
  const { form } = Form.useFormContext();
  return (
    <Form.List field="addresses">
      {(fields, { add, remove }) => (
        <div>
          <div style={{ marginBottom: 8, fontWeight: 500 }}>服务地址</div>
          {fields.map((item, index) => (
            <Space key={item.key} align="start">
              <Form.Item field={`${item.field}.region`}>
                {/* Wide enough for a whole 省/市/区 such as 广东省/深圳市/南山区. */}
                <Input aria-label={`地址${index + 1}所在地区`} placeholder="省/市/区" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item field={`${item.field}.detail`} rules={[{ required: true, message: '请输入详细地址' }]}>
                <Input aria-label={`地址${index + 1}详细地址`} placeholder="详细地址" />
              </Form.Item>
              <Form.Item field={`${item.field}.mapName`}>
                <Input aria-label={`地址${index + 1}地图位置`} placeholder="地图位置" />
              </Form.Item>
              {/* The map position: picked on the offline map, stored as the address's lng and lat. */}
              <Form.Item field={`${item.field}.lng`} noStyle>
                <HeldValue />
              </Form.Item>
              <Form.Item field={`${item.field}.lat`} noStyle>
                <HeldValue />
              </Form.Item>
              <Form.Item shouldUpdate noStyle>
                {() => {
                  const [lng, lat] = [form.getFieldValue(`${item.field}.lng`), form.getFieldValue(`${item.field}.lat`)];
                  return (
                    <MapPointPicker
                      label={`地址${index + 1}地图选点`}
                      value={typeof lng === 'number' && typeof lat === 'number' ? { lng, lat } : null}
                      onChange={(p) => {
                        form.setFieldValue(`${item.field}.lng`, p?.lng ?? null);
                        form.setFieldValue(`${item.field}.lat`, p?.lat ?? null);
                      }}
                    />
                  );
                }}
              </Form.Item>
              <Form.Item field={`${item.field}.isDefault`} triggerPropName="checked">
                <Checkbox>默认</Checkbox>
              </Form.Item>
              <Button icon={<IconDelete />} aria-label={`删除地址${index + 1}`} onClick={() => remove(index)} />
            </Space>
          ))}
          <Button type="dashed" icon={<IconPlus />} onClick={() => add({ region: '', detail: '', mapName: '', isDefault: fields.length === 0 })}>
            添加地址
          </Button>
        </div>
      )}
    </Form.List>
  );
}
