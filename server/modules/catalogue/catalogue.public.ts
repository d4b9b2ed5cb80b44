/** The catalogue module's public face: what other modules may use. */
export { findGroups } from './service-groups.queries';
export { findItems } from './service-items.queries';
export { groupIdsLedBy, groupIdsOfMember, groupLeaderOf, groupNameOf, groupNames, membersOf, removeMemberFrom, replaceLeader, replaceMember } from './service-groups.queries';
export { catalogueNames, itemNameOf } from './service-items.queries';
export { listItems } from './service-items.queries';
