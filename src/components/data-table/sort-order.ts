/** Spec part 1 section 9: sort "1" newest first (the default), "2" oldest first. */
export const SortOrder = { newest: '1', oldest: '2' } as const;
export type SortOrderValue = (typeof SortOrder)[keyof typeof SortOrder];
