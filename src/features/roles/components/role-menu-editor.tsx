import { Button, Message, Spin, Tree } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { RoleType } from '@domain/shell/roles';
import { errorMessage } from '@/lib/errors';
import { groupKeys, menuTreeData, tickedLeafKeys, type MenuTreeNode } from '../role-menu-tree-data';
import { useListRoleMenuQuery, useSaveRoleMenuMutation } from '../roles.api';
import '@arco-design/web-react/es/Tree/style/css.js';

export interface RoleMenuEditorProps {
  role: RoleType;
  /** Shows the grants without a way to change them (the free plan). */
  readOnly: boolean;
}

/** The role's menu as a tree of checkboxes over the whole menu catalogue. Mount with key={role}. */
export function RoleMenuEditor({ role, readOnly }: RoleMenuEditorProps) {
  const { data: granted, isLoading } = useListRoleMenuQuery(role);
  const [saveMenu, { isLoading: saving }] = useSaveRoleMenuMutation();
  const [ticked, setTicked] = useState<string[]>();
  const treeData = useMemo(() => menuTreeData(role), [role]);
  if (isLoading || !granted) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const checkedKeys = ticked ?? tickedLeafKeys(granted);

  // The server adds the groups above each ticked entry.
  const handleSave = async () => {
    try {
      Message.success((await saveMenu({ role, keys: checkedKeys }).unwrap()).message ?? Messages.saveOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <>
      <Tree
        checkable
        blockNode
        selectable={false}
        actionOnClick={readOnly ? [] : ['check']}
        treeData={readOnly ? disableAll(treeData) : treeData}
        checkedKeys={checkedKeys}
        onCheck={(keys) => setTicked(keys)}
        defaultExpandedKeys={groupKeys()}
      />
      {!readOnly && (
        <Button type="primary" loading={saving} onClick={handleSave} style={{ marginTop: 16 }}>
          保存菜单
        </Button>
      )}
    </>
  );
}

const disableAll = (nodes: MenuTreeNode[]): MenuTreeNode[] =>
  nodes.map((n) => ({ ...n, disableCheckbox: true, children: n.children && disableAll(n.children) }));
