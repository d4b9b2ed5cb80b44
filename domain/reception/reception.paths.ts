/** The reception calls' paths, named once for the server's routes and the client's api slices. */
export const ReceptionPaths = {
  list: '/receptionPersonnel/list',
  save: '/receptionPersonnel/save',
  delete: '/receptionPersonnel/delete',
} as const;
