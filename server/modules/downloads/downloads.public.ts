/** The downloads module's public face: what other modules may use. */
export { ExportService } from './export.service';
export { sheetImportRoutes } from './sheet-import.routes';
