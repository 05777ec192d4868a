// Watches every folder under the given ones, each on its own. Not `fs.watch(dir, { recursive: true })`:
// on Linux, Node 20 loses a file for good once an editor saves it by writing a new file and moving it
// over the old one (vim, JetBrains' "safe write"), and reports none of its later saves. A folder's own
// watch sees those moves, and a folder added later gets a watch of its own.
import { readdirSync, statSync, watch } from 'node:fs';
import { join, sep } from 'node:path';

/** Source files; an editor's temporary files (`index.ts.saving`, `.index.ts.swp`, `4913`) are not. */
const SOURCE = /\.(tsx?|mjs|js|css|json)$/;

/** Calls `onChange(path)` for every change to a source file under `dirs`; returns the closer. */
export function watchTree(dirs, onChange) {
  const watchers = new Map();
  const isDir = (path) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  };
  /** `gone`: a folder no longer there is skipped, not an error (one created and removed at once, or a subfolder removed while it is read); only a root given must be there. */
  function addTree(dir, gone = false) {
    if (watchers.has(dir)) return;
    let watcher;
    let entries;
    try {
      watcher = watch(dir, (event, name) => {
        if (!name) return;
        const path = join(dir, name);
        if (event === 'rename' && isDir(path)) addTree(path, true);
        else if (event === 'rename')
          for (const [d, w] of watchers)
            if (d === path || d.startsWith(path + sep)) {
              w.close();
              watchers.delete(d);
            }
        if (SOURCE.test(name) || isDir(path)) onChange(path);
      });
      // A folder removed: its watch ends.
      watcher.on('error', () => (watcher.close(), watchers.delete(dir)));
      watchers.set(dir, watcher);
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      watcher?.close();
      watchers.delete(dir);
      if (gone && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return;
      throw error;
    }
    for (const entry of entries) if (entry.isDirectory()) addTree(join(dir, entry.name), true);
  }
  for (const dir of dirs) addTree(dir);
  return () => {
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
