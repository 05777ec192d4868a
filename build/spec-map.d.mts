/** docs/spec-map.md's text for the repository at `root`. */
export function specMap(root: string): string;
