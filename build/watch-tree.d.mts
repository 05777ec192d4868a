export function watchTree(dirs: string[], onChange: (path: string) => void): () => void;
