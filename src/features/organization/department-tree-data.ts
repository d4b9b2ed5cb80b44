import { nestDepartments, type DepartmentNode } from '@domain/users/department-tree';
import type { DepartmentRow } from '@domain/users/users.schemas';

/** A node as Arco's Tree and TreeSelect take it: the key (and TreeSelect's value) is the id as text. */
export interface DepartmentTreeData {
  key: string;
  title: string;
  disabled?: boolean;
  children: DepartmentTreeData[];
}

export function departmentTreeData(departments: DepartmentRow[], title: (d: DepartmentRow) => string = (d) => d.name): DepartmentTreeData[] {
  const convert = (nodes: DepartmentNode<DepartmentRow>[]): DepartmentTreeData[] =>
    nodes.map((d) => ({ key: String(d.id), title: title(d), children: convert(d.children) }));
  return convert(nestDepartments(departments));
}
