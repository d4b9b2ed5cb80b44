/** Paths of the reminders calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const ReminderPaths = {
  list: '/timedReminder/list',
  count: '/timedReminder/count',
  save: '/timedReminder/save',
  updateState: '/timedReminder/updateState',
  delete: '/timedReminder/del',
} as const;
