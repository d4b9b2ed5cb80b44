/** Screen routes of the triggers area (spec part 2 section 2: /trigger/detail/{id?}; the list is the settings entry). */
export const TriggerScreens = {
  list: '/trigger',
  detail: '/trigger/detail',
} as const;
