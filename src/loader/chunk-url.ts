// Where the page's chunks are: each language has its own directory of chunks,
// `chunks/<language>-<hash>/`, whose texts are that language's only. The page's language is the
// one the runtime will use (src/core/config.ts): the config's `language`, else `<html lang>`.
import { normaliseLanguage, type Language } from '../domain/language.ts';

/** Language → its chunk directory (written by build.mjs). */
declare const __CHUNK_DIRS__: Record<Language, string>;

let dir = '';

export function setChunkLanguage(rawConfig: Record<string, unknown>, doc: Document): void {
  const language = normaliseLanguage(typeof rawConfig.language === 'string' ? rawConfig.language : doc.documentElement.lang);
  dir = 'chunks/' + __CHUNK_DIRS__[language] + '/';
}

/** The URL of a chunk of the page's language, relative to the entry. */
export const chunkUrl = (file: string): string => new URL(dir + file, import.meta.url).href;

/**
 * Imports a chunk (a widget's, `runtime`, `net`, `reporter`). A URL, not a concatenated path:
 * esbuild would read `'./chunks/' + name` as a glob of files to bundle.
 */
export const loadChunk = <T>(name: string): Promise<T> => import(chunkUrl(name + '.js'));
