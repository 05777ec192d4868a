import type { Language } from '../src/domain/language.ts';

export interface DevBuildResult {
  /** What the build changed in the files served: `js` (pages reload), `css` (the stylesheet only) or `none`. */
  changed: 'js' | 'css' | 'none';
  /** Milliseconds the build took (not for a failed one). */
  ms?: number;
  files?: number;
  /** The build failed: esbuild's message. */
  error?: string;
}

export interface DevBuild {
  first: DevBuildResult;
  /** The languages built so far. */
  readonly languages: Language[];
  /** Builds now: `changed` lists the files changed (relative to the source tree); without it, everything. */
  rebuild(changed?: string[] | null): Promise<DevBuildResult>;
  /** Builds `language` too from now on; resolves when its chunks are written (every caller until then; at once for a language already built). */
  addLanguage(language: Language): Promise<DevBuildResult | undefined>;
  close(): Promise<void>;
}

export const devDir: (language: Language) => string;

export function startDevBuild(o: {
  root: string;
  outdir: string;
  languages?: Language[];
  watch?: boolean;
  onBuild?: (result: DevBuildResult) => void;
}): Promise<DevBuild>;
