/** The events calls' paths, named once for the server's routes and the client's api slices. */
export const EventPaths = {
  add: '/v2/event/add',
  list: '/v2/event/getAllEventList',
  count: '/v2/event/getAllEventListCount',
  unassignedCount: '/v2/event/getUnDeliverEventListCount',
  principalCount: '/v2/event/getPrincipalEventListCount',
  detail: '/v2/event/detailed',
  messages: '/v2/event/process/messageList',
  dispatch: '/v2/event/dispatch',
  escalate: '/v2/event/escalate',
  delete: '/v2/event/del',
  export: '/v2/event/export',
} as const;
