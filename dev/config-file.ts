// `--config file.json`: overrides merged into every page's storefront-config (deep, as the
// development shop merges its pages' config: objects merge, arrays and values replace). A file that
// cannot be read, is not JSON or is not an object is an error naming the file and the problem.
import { readFileSync } from 'node:fs';

/** The overrides in `text`, read from `file` (named in the error). */
export function parseConfigOverrides(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`--config ${file}: not JSON (${(error as Error).message})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`--config ${file}: must hold a JSON object ({ "language": "it", … }), not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

export function readConfigOverrides(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`--config ${file}: cannot read it (${(error as Error & { code?: string }).code ?? (error as Error).message})`);
  }
  return parseConfigOverrides(text, file);
}
