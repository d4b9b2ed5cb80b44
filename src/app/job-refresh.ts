import { api } from './api';

export type ListTag = Extract<Parameters<typeof api.util.invalidateTags>[0][number], string>;

/**
 * The lists a running download-centre job will change, by its download item: an import's rows exist
 * only once its job has run, so its list is refetched when the item stops running, not at the upload.
 */
const waiting = new Map<number, ListTag[]>();

export function refreshWhenDone(itemId: number, tags: ListTag[]): void {
  waiting.set(itemId, tags);
}

/** The tags of the waiting jobs among the given finished items (each told once). */
export function tagsOfFinished(finishedIds: readonly number[]): ListTag[] {
  const tags = new Set<ListTag>();
  for (const [id, itemTags] of waiting) {
    if (!finishedIds.includes(id)) continue;
    waiting.delete(id);
    for (const tag of itemTags) tags.add(tag);
  }
  return [...tags];
}
