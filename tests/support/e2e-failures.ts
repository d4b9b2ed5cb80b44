import path from 'node:path';
import { REPO_ROOT } from './server-process';

/**
 * Every failed browser step's report, also kept in this file, which .ci/run prints after the run: CI shows only the
 * end of its output, where the reports printed during the run no longer are. Emptied by the browser run's global setup.
 */
export const E2E_FAILURE_REPORTS = path.join(REPO_ROOT, '.test-data', 'e2e-failures.txt');
