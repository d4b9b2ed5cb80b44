// The online chat's constants the customer portal's web chat reads: nothing here imports the staff app.

/** A chat session's states (issue 41): waiting in the queue, with a staff member, ended. */
export const SessionState = { waiting: 1, serving: 2, closed: 3 } as const;
export type SessionStateValue = (typeof SessionState)[keyof typeof SessionState];

/** Who wrote a message. */
export const MessageFrom = { customer: 1, staff: 2, system: 3 } as const;
export type MessageFromValue = (typeof MessageFrom)[keyof typeof MessageFrom];

/** The customer's satisfaction with a closed session. */
export const RATING_NAMES: Record<number, string> = { 1: '非常不满意', 2: '不满意', 3: '一般', 4: '满意', 5: '非常满意' };
