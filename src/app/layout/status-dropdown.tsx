import { Button, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconCheck, IconDown } from '@arco-design/web-react/icon';
import { Messages } from '@domain/common/messages';
import { PERSON_STATE_TAG_CODE } from '@domain/settings/tags';
import { Plan } from '@domain/shell/plans';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetUserStateLabelQuery, useListTagsQuery, useUpdateUserStateTagMutation } from '@/features/tags/tags.api';
import { errorMessage } from '@/lib/errors';

/** The user's personal status tag (空闲, 忙碌 …); the free plan cannot set one. */
export function StatusDropdown() {
  const { data: user } = useGetSessionUserQuery();
  const { data: tags = [] } = useListTagsQuery(PERSON_STATE_TAG_CODE);
  const { data: current } = useGetUserStateLabelQuery();
  const [updateState] = useUpdateUserStateTagMutation();

  const handleChoose = async (key: string) => {
    if (user?.isChargeUser === Plan.free) {
      Message.warning(Messages.freeStatusBlocked);
      return;
    }
    try {
      await updateState({ tagId: Number(key) }).unwrap();
      Message.success(Messages.statusChanged);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const droplist = (
    <Menu onClickMenuItem={handleChoose} selectedKeys={current ? [String(current.id)] : []}>
      {tags.map((tag) => (
        <Menu.Item key={String(tag.id)}>
          <span className="shell-status-dot" style={{ background: tag.color_rgb }} />
          {tag.name}
          {tag.id === current?.id && <IconCheck style={{ marginLeft: 8 }} aria-label="当前状态" />}
        </Menu.Item>
      ))}
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <Button type="text" aria-label={`人员状态 ${current?.name ?? '设置状态'}`} disabled={tags.length === 0}>
        <span className="shell-status-dot" style={current ? { background: current.color_rgb } : undefined} />
        {current?.name ?? '设置状态'} <IconDown />
      </Button>
    </Dropdown>
  );
}
