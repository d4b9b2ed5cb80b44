export interface BundleFile {
  file: string;
  raw: number;
  gzip: number;
}
export interface ShellBundle {
  files: BundleFile[];
  totalRaw: number;
  totalGzip: number;
  budget: number;
}
export const BUDGET_BYTES: number;
export function measureShellBundle(distDir?: string): ShellBundle;
export function formatReport(bundle: ShellBundle): string;
