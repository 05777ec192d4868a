export interface BuildShape {
  own: Set<string>;
  zod: Set<string>;
  graph: string;
}
interface Metafile {
  inputs: Record<string, { imports: Array<{ path: string; kind: string }> }>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
}
export function shapeOf(metafile: Metafile, kitSource: string): BuildShape;
export function graphOf(metafile: Metafile): string;
export function withinOneChunk(root: string, changed: string[], shape: BuildShape | undefined): boolean;
