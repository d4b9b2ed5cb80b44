/** The return-visits module's public face: areas whose finished work is visited register where to find it, and read its tasks. */
export { registerVisitSource, type FinishedWork, type VisitSource } from './visit-sources';
export { visitTasksOf } from './visit-tasks-of';
