/** The users module's public face: what other modules may use. */
export { addMember } from './add-member';
export { departmentLinks } from './departments.queries';
export { registerHandoverStep, type Handover, type HandoverStep } from './handover-step';
export { clearUserStateTags, setUserStateTag } from './user-state-tags';
export { activeUsersAmong, activeUsersInDepartments, activeUsersWithRole, findUser, memberCards, setCurrentRole, setPcVersion, userNames } from './users.queries';
