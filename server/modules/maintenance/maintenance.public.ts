/** The maintenance module's public face: what other modules (and the demo seed) may use. */
export { seedDemoMaintenance } from './maintenance-seed';
export { noticeOverdueTasks } from './overdue-notice';
export { generateAllTasks } from './task-generation.job';
