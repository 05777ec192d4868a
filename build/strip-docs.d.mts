export function stripDocs(source: string, fileName: string): string | undefined;
