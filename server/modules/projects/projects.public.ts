/** The projects module's public face: what other modules (and the demo seed) may use. */
export { seedProjects } from './projects-seed';
export { projectChartBy, type ProjectChartDimension, type ProjectChartFilter, type ProjectChartSums } from './project-chart.queries';
export { seedDemoProjectFiles } from './projects-demo-files';
