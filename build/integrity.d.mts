export function integrityOf(bytes: Uint8Array | string): string;
