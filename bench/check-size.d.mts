// Types for check-size.mjs (plain Node ESM so `npm run check:size` needs no TypeScript loader).

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  react: boolean;
  missingFromManifest: boolean;
}

export interface BudgetResult {
  /** "entry" or a widget name */
  key: string;
  budget: number;
  /** the files summed, in the order they were reached */
  files: FileSize[];
  raw: number;
  gzip: number;
  brotli: number;
  ok: boolean;
  problem?: string;
}

export interface SizeReport {
  ok: boolean;
  unit: string;
  results: BudgetResult[];
  /** manifest JS files not counted in any budget */
  unbudgeted: FileSize[];
  errors: string[];
  /** non-fatal findings, e.g. parsed imports that differ from the manifest's `imports` */
  notes: string[];
}

export function staticImports(source: string): string[];
export function checkSize(options?: { distDir?: string; budgetsPath?: string }): SizeReport;
export function formatSizeReport(report: SizeReport): string;
