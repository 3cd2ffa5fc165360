import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { env } from '~/utils/env.server';

// Where stored files live. Local disk under DATA_DIR by default; an object store can implement
// the same three calls.
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}

function localDisk(rootDir: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(rootDir, key));
    if (!path.startsWith(rootDir + sep)) throw new Error(`storage key escapes its root: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export const storage: Storage = localDisk(join(env.DATA_DIR, 'uploads'));
