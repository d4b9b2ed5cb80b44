/** Paths of the contracts calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const ContractPaths = {
  export: '/v2/saleContract/export',
  import: '/v2/saleContract/import',
  importTemplate: '/v2/saleContract/importTemplate',
  list: '/v2/saleContract/list',
  count: '/v2/saleContract/count',
  detail: '/v2/saleContract/detail',
  save: '/v2/saleContract/save',
  approve: '/v2/saleContract/approve',
  status: '/v2/saleContract/status',
  delete: '/v2/saleContract/delete',
} as const;
