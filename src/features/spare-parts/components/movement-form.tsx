import { Button, Card, Form, Input, Message, Radio, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { LocationKind, MOVEMENT_TYPE_NAMES, MovementState, type Location, type MovementTypeCode } from '@domain/spare-parts/spare-parts.constants';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { errorMessage } from '@/lib/errors';
import { useStockShortage } from '../hooks/use-stock-shortage';
import { usePostMovementMutation } from '../spare-parts.api';
import { LinesEditor, newLine, readyLines, type DraftLine } from './lines-editor';
import { WarehouseSelect } from './warehouse-select';

/** What one side of a movement is: a chosen warehouse, a chosen person, the user themselves, or outside. */
export type SideKind = 'warehouse' | 'person' | 'me' | 'none';
export interface MovementKind {
  type: MovementTypeCode;
  from: SideKind;
  to: SideKind;
}

export interface MovementFormProps {
  /** The kinds offered (a radio when more than one). */
  kinds: MovementKind[];
  title: string;
}

const SIDE_LABEL = { from: '来源', to: '去向' } as const;

/**
 * One form for the desk's movements (入库/出库, 调拨, 申领, 分发, 退还, 移交, 报废/翻新): the places
 * the kind needs and the lines. The server posts all lines or none and names a refused line.
 */
export function MovementForm({ kinds, title }: MovementFormProps) {
  const { data: user } = useGetSessionUserQuery();
  const [kind, setKind] = useState(kinds[0]);
  const [places, setPlaces] = useState<{ from?: number; to?: number }>({});
  const [lines, setLines] = useState<DraftLine[]>(() => [newLine()]);
  const [docNo, setDocNo] = useState('');
  const [remark, setRemark] = useState('');
  const [post, { isLoading }] = usePostMovementMutation();
  const shortage = useStockShortage();

  const locate = (side: 'from' | 'to'): Location | null | undefined => {
    const k = kind[side];
    if (k === 'none') return null;
    if (k === 'me') return user ? { kind: LocationKind.person, id: user.id } : undefined;
    const id = places[side];
    return id === undefined ? undefined : { kind: k === 'warehouse' ? LocationKind.warehouse : LocationKind.person, id };
  };

  const handleSubmit = async () => {
    const [from, to] = [locate('from'), locate('to')];
    if (from === undefined || to === undefined) return Message.warning(`请选择${from === undefined ? SIDE_LABEL.from : SIDE_LABEL.to}`);
    const ready = readyLines(lines);
    if (ready.length === 0) return Message.warning('请添加备件');
    try {
      const res = await post({ type: kind.type, from, to, lines: ready, docNo, remark }).unwrap();
      const short = res.data?.state === MovementState.pending && from?.kind === LocationKind.warehouse ? await shortage(from.id, ready) : [];
      if (short.length) Message.warning({ content: `${res.message}。来源仓库库存不足：${short.join('；')}，补足后才能通过审批`, duration: 8000 });
      else Message.success(res.message ?? MOVEMENT_TYPE_NAMES[kind.type]);
      setLines([newLine()]);
      setDocNo('');
      setRemark('');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const side = (s: 'from' | 'to') => {
    const k = kind[s];
    if (k === 'warehouse') return <WarehouseSelect aria-label={`${SIDE_LABEL[s]}仓库`} value={places[s]} onChange={(id) => setPlaces((p) => ({ ...p, [s]: id }))} />;
    if (k === 'person') return <UserPicker aria-label={`${SIDE_LABEL[s]}人员`} value={places[s]} onChange={(id) => setPlaces((p) => ({ ...p, [s]: id }))} />;
    return <span>{k === 'me' ? '我的备件' : '—'}</span>;
  };

  return (
    <Card bordered={false} title={title}>
      <Form layout="horizontal" labelCol={{ span: 3 }} wrapperCol={{ span: 21 }}>
        {kinds.length > 1 && (
          <Form.Item label="类型">
            <Radio.Group type="button" value={kind.type} onChange={(t) => setKind(kinds.find((k) => k.type === t)!)}>
              {kinds.map((k) => (
                <Radio key={k.type} value={k.type}>
                  {MOVEMENT_TYPE_NAMES[k.type]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item label={SIDE_LABEL.from}>{side('from')}</Form.Item>
        <Form.Item label={SIDE_LABEL.to}>{side('to')}</Form.Item>
        <Form.Item label="备件">
          <LinesEditor lines={lines} onChange={setLines} />
        </Form.Item>
        <Form.Item label="单据号">
          <Input aria-label="单据号" style={{ width: 260 }} value={docNo} onChange={setDocNo} maxLength={40} placeholder="可不填" />
        </Form.Item>
        <Form.Item label="备注">
          <Input.TextArea aria-label="备注" value={remark} onChange={setRemark} maxLength={200} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 3 }}>
          <Space>
            <Button type="primary" loading={isLoading} onClick={handleSubmit}>
              提交{MOVEMENT_TYPE_NAMES[kind.type]}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
