/** Paths of the announcements calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const AnnouncementPaths = {
  list: '/announcement/list',
  count: '/announcement/count',
  publish: '/announcement/publish',
  delete: '/announcement/del',
} as const;
