import type { Plugin } from 'esbuild';
export function keepLanguage(source: string, fileName: string, language: string): string | undefined;
export function oneLanguage(language: string): Plugin;
