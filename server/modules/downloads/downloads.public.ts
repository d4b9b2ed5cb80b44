/** The downloads module's public face: what other modules may use. */
export { ExportService } from './export.service';
export { exportRoute } from './export-route';
export { sheetImportRoutes } from './sheet-import.routes';
