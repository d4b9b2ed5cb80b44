/** Paths of the dispatch calls (issue 40; the spec names none), named once for the server's routes and the client's api slice. */
export const DispatchPaths = {
  /** The working calendar: service staff and groups with hours, home, areas, skills and leave. */
  calendarList: '/v2/dispatch/calendar/list',
  calendarSave: '/v2/dispatch/calendar/save',
  skillList: '/v2/dispatch/skill/list',
  skillSave: '/v2/dispatch/skill/save',
  personSkills: '/v2/dispatch/skill/person',
  leaveSave: '/v2/dispatch/leave/save',
  leaveDelete: '/v2/dispatch/leave/delete',
  /** Ranked candidates with reasons, and why not, for one order on one day. */
  candidates: '/v2/dispatch/candidates',
  /** The reasons kept on an order by automatic assignment. */
  reasons: '/v2/dispatch/reasons',
  ruleList: '/v2/dispatch/rule/list',
  ruleSave: '/v2/dispatch/rule/save',
  /** Engineers × days with their appointments, and the orders waiting for assignment. */
  board: '/v2/dispatch/board',
  /** A drop on the board: assign (or hand over) and set the appointment in one move. */
  place: '/v2/dispatch/place',
  /** Conflicts a drop would meet, asked before it lands. */
  check: '/v2/dispatch/check',
  /** The signed-in engineer's own visits of a day in driving order, for the phone. */
  myDay: '/v2/dispatch/my-day',
  /** The visits of the board's days as a sheet, through the download centre. */
  export: '/v2/dispatch/export',
  optimise: '/v2/dispatch/optimise',
  optimiseAccept: '/v2/dispatch/optimise/accept',
} as const;
