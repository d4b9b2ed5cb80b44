/** The reception module's public face: who takes chats and how many at once (the online chat shares sessions out by it). */
export { findPerson as findReceptionPerson, listPersonnel as listReceptionPersonnel, savePerson as saveReceptionPerson } from './reception.queries';
export type { ReceptionRecord } from './reception.queries';
