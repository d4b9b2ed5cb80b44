/** Pure helpers over an enterprise's flat department list (one root, parent links). */
export interface DepartmentLink {
  id: number;
  parent_id: number | null;
}

/** The department and every department below it; empty when the id is not in the list. */
export function subtreeIds(departments: readonly DepartmentLink[], rootId: number): number[] {
  if (!departments.some((d) => d.id === rootId)) return [];
  const children = new Map<number, number[]>();
  for (const d of departments) if (d.parent_id !== null) children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  const ids = new Set<number>();
  const pending = [rootId];
  while (pending.length) {
    const id = pending.pop()!;
    if (ids.has(id)) continue; // a damaged cycle must not loop forever
    ids.add(id);
    pending.push(...(children.get(id) ?? []));
  }
  return [...ids];
}

/** Ids from the root down to the department (inclusive); empty when the id is not in the list. */
export function pathFromRoot(departments: readonly DepartmentLink[], id: number): number[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const path: number[] = [];
  for (let d = byId.get(id); d && !path.includes(d.id); d = d.parent_id === null ? undefined : byId.get(d.parent_id)) path.unshift(d.id);
  return path;
}

export type DepartmentNode<T extends DepartmentLink> = T & { children: DepartmentNode<T>[] };

/** Nests the flat list; departments whose parent is missing become roots, so none is lost. */
export function nestDepartments<T extends DepartmentLink>(departments: readonly T[]): DepartmentNode<T>[] {
  const nodes = new Map(departments.map((d) => [d.id, { ...d, children: [] as DepartmentNode<T>[] }]));
  const roots: DepartmentNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
