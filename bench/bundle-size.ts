// The signed-in shell's JavaScript (entry chunk and its static imports, gzip) against the 280 KB budget.
// Reads the last build: run `npm run build` first.
import { formatReport, measureShellBundle } from '../scripts/bundle-budget.mjs';
import { saveResult } from './lib';

const bundle = measureShellBundle();
console.log(formatReport(bundle));
console.log(`ratio to budget: ${(bundle.totalGzip / bundle.budget).toFixed(3)}`);
saveResult('bundle-size', { ...bundle, ratio: bundle.totalGzip / bundle.budget });
if (bundle.totalGzip > bundle.budget) process.exitCode = 1;
