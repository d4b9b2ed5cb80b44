/** Paths of the reception calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const ReceptionPaths = {
  list: '/receptionPersonnel/list',
  save: '/receptionPersonnel/save',
  delete: '/receptionPersonnel/delete',
} as const;
