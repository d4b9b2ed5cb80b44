import { Form, Input, Modal } from '@arco-design/web-react';
import { SaveSeatSchema, type SaveSeatInput, type SeatRow } from '@domain/call-center/call-center.schemas';
import { Messages } from '@domain/common/messages';
import { UserPicker } from '@/components/user-picker/user-picker';
import { toastResult } from '@/lib/toast-result';
import { useSaveSeatMutation } from '../../call-center.api';
import { schemaRule } from './schema-rule';

export interface SeatDialogProps {
  /** The seat to edit; null adds one. */
  seat: SeatRow | null;
  /** Users already seats (not offered when adding). */
  seatUserIds: number[];
  /** Whether the enterprise has a PBX (only then a seat gets a SIP account). */
  hasPbx: boolean;
  onClose: () => void;
}

interface SeatFormValues {
  userId?: number;
  line: string;
  extension: string;
  sipUser: string;
  sipPassword: string;
}

const shape = SaveSeatSchema.shape;
const rules = {
  userId: [schemaRule(shape.userId)],
  line: [schemaRule(shape.line)],
  extension: [schemaRule(shape.extension)],
  sipUser: [schemaRule(shape.sipUser)],
  sipPassword: [schemaRule(shape.sipPassword)],
};
const PASSWORD_NEEDED = '请输入 SIP 密码';

/**
 * The SIP part of the request: absent keeps the account, null takes it away; a new or changed account
 * needs its password, an unchanged one is kept when the password is left empty (it is never shown).
 */
function sipPart(seat: SeatRow | null, user: string, password: string): Pick<SaveSeatInput, 'sipUser' | 'sipPassword'> {
  const had = seat?.sipUser ?? null;
  if (!user) return had ? { sipUser: null } : {};
  if (user === had && !password) return {};
  return { sipUser: user, sipPassword: password || undefined };
}

/** 新增坐席 / 编辑坐席: the user, their line and extension, and their account at the enterprise's PBX. */
export function SeatDialog({ seat, seatUserIds, hasPbx, onClose }: SeatDialogProps) {
  const [form] = Form.useForm<SeatFormValues>();
  const [saveSeat, { isLoading }] = useSaveSeatMutation();
  const initialValues: Partial<SeatFormValues> = { userId: seat?.userId, line: seat?.line ?? '', extension: seat?.extension ?? '', sipUser: seat?.sipUser ?? '', sipPassword: '' };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const sip = sipPart(seat, fields.sipUser?.trim() ?? '', fields.sipPassword ?? '');
    if (sip.sipUser && sip.sipPassword === undefined) {
      form.setFields({ sipPassword: { error: { message: PASSWORD_NEEDED } } });
      return;
    }
    const body: SaveSeatInput = { userId: seat?.userId ?? fields.userId!, line: fields.line.trim(), extension: fields.extension.trim(), ...sip };
    if (await toastResult(saveSeat(body).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={seat ? '编辑坐席' : '新增坐席'} onOk={() => void handleOk()} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="员工" field="userId" rules={seat ? undefined : rules.userId}>
          {seat ? <Input value={seat.name} disabled aria-label="员工" /> : <UserPicker aria-label="员工" placeholder="请选择员工" exclude={seatUserIds} />}
        </Form.Item>
        <Form.Item label="线路号码" field="line" rules={rules.line} extra="客户看到的号码（热线或外显号码）">
          <Input placeholder="请输入线路号码" />
        </Form.Item>
        <Form.Item label="分机号" field="extension" rules={rules.extension}>
          <Input placeholder="请输入分机号" />
        </Form.Item>
        {hasPbx ? (
          <>
            <Form.Item label="SIP 账号" field="sipUser" rules={rules.sipUser} extra="坐席在 PBX 上的账号；留空则走呼叫中心服务商">
              <Input placeholder="请输入 SIP 账号" />
            </Form.Item>
            <Form.Item label="SIP 密码" field="sipPassword" rules={rules.sipPassword} extra={seat?.sipUser ? '不修改请留空（密码加密保存，不再显示）' : '密码加密保存，不再显示'}>
              <Input.Password placeholder="请输入 SIP 密码" autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item label="SIP 账号">
            <span>请先在“PBX 配置”中填写本企业的 PBX 地址</span>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
