/** The ids with the one at `index` swapped with its neighbour (-1 up, +1 down). */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
}
