import { Empty, Tree } from '@arco-design/web-react';
import { useMemo, useState, type ReactNode } from 'react';
import { pathFromRoot } from '@domain/users/department-tree';
import type { DepartmentRow } from '@domain/users/users.schemas';
import { departmentTreeData } from '../department-tree-data';
import '@arco-design/web-react/es/Tree/style/css.js';

export interface DepartmentTreeProps {
  departments: DepartmentRow[];
  selectedId?: number;
  onSelect: (departmentId: number) => void;
  /** Actions shown at the end of the chosen department's row (administrators only). */
  renderActions?: (department: DepartmentRow) => ReactNode;
}

/** The enterprise's departments as a tree; the count is of active users placed directly in each. */
export function DepartmentTree({ departments, selectedId, onSelect, renderActions }: DepartmentTreeProps) {
  const treeData = useMemo(() => departmentTreeData(departments, (d) => `${d.name}（${d.userCount}）`), [departments]);
  const [expanded, setExpanded] = useState(() => treeData.map((n) => n.key));
  // A department chosen from outside the tree (one just added) shows: the groups above it open.
  const [shownId, setShownId] = useState(selectedId);
  if (selectedId !== shownId) {
    setShownId(selectedId);
    const above = selectedId ? pathFromRoot(departments, selectedId).slice(0, -1).map(String) : [];
    setExpanded((keys) => [...new Set([...keys, ...above])]);
  }
  const selected = departments.find((d) => d.id === selectedId);
  if (departments.length === 0) return <Empty description="暂无部门" />;

  return (
    <Tree
      blockNode
      treeData={treeData}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      selectedKeys={selectedId ? [String(selectedId)] : []}
      onSelect={(keys) => keys[0] && onSelect(Number(keys[0]))}
      renderExtra={(node) => selected && renderActions && node._key === String(selected.id) && renderActions(selected)}
    />
  );
}
