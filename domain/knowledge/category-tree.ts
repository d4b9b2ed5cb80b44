import { KnowledgeErrors } from './errors';
import { MAX_CATEGORY_DEPTH } from './knowledge.constants';

interface Node {
  id: number;
  parentId: number | null;
}

/** A category's level: a root is 1 (a broken chain stops counting rather than looping). */
function levelOf(nodes: Map<number, Node>, id: number): number {
  let level = 0;
  const seen = new Set<number>();
  for (let at: number | null = id; at !== null && !seen.has(at); at = nodes.get(at)?.parentId ?? null) {
    seen.add(at);
    level++;
  }
  return level;
}

/** How many levels the category and its sub-categories take (a leaf takes 1). */
function heightOf(all: Node[], id: number): number {
  const children = all.filter((n) => n.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(all, c.id)));
}

/**
 * Why a category (a new one when `id` is undefined) cannot sit under `parentId`, or null: not under
 * itself or one of its own sub-categories, and the tree no deeper than three levels.
 */
export function placementRefusal(all: Node[], id: number | undefined, parentId: number | null): string | null {
  if (parentId === null) return id === undefined || heightOf(all, id) <= MAX_CATEGORY_DEPTH ? null : KnowledgeErrors.categoryTooDeep;
  const nodes = new Map(all.map((n) => [n.id, n]));
  if (id !== undefined) {
    let steps = 0;
    for (let at: number | null = parentId; at !== null && steps <= all.length; at = nodes.get(at)?.parentId ?? null, steps++) {
      if (at === id) return KnowledgeErrors.categoryCycle;
    }
  }
  const height = id === undefined ? 1 : heightOf(all, id);
  return levelOf(nodes, parentId) + height > MAX_CATEGORY_DEPTH ? KnowledgeErrors.categoryTooDeep : null;
}
