// §5.5 file inputs: a blacklisted MIME type or extension, or a file above the input's
// max_filesize (data-max-filesize, bytes), clears the input and shows the alert.
import { megabytes } from '../../src/domain/error-catalogue.ts';
import type { Problem } from '../../src/domain/validation.ts';

export interface Blacklist {
  mime: readonly string[];
  extensions: readonly string[];
}

export function fileProblem(files: Iterable<{ name: string; type: string; size: number }>, blacklist: Blacklist, maxBytes: number | undefined): Problem | null {
  const mime = new Set(blacklist.mime.map((m) => m.toLowerCase()));
  const ext = new Set(blacklist.extensions.map((e) => e.toLowerCase().replace(/^\./, '')));
  for (const f of files) {
    const dot = f.name.lastIndexOf('.');
    const extension = dot >= 0 ? f.name.slice(dot + 1).toLowerCase() : '';
    if (mime.has(f.type.toLowerCase()) || (extension && ext.has(extension))) return { code: 'file_type', params: { name: f.name } };
    if (maxBytes !== undefined && f.size > maxBytes) return { code: 'file_size', params: { name: f.name, size: megabytes(maxBytes) } };
  }
  return null;
}

export function maxFilesize(input: HTMLInputElement): number | undefined {
  const raw = input.getAttribute('data-max-filesize') ?? input.getAttribute('max_filesize');
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
