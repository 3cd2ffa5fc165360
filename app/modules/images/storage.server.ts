import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { env } from '~/utils/env.server';

// Where stored files live. Local disk under DATA_DIR by default; an object store can implement
// the same four calls.
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a key that is already gone is not an error, so a repeated delete is harmless. */
  delete(key: string): Promise<void>;
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
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}

/** Public pictures: /media serves what is under images/ here. */
export const storage: Storage = localDisk(join(env.DATA_DIR, 'uploads'));
// Private documents (Aadhaar scans, marksheets): a sibling of uploads/, never below it, so no
// public route or static folder can reach them; they leave only through /files after a check.
export const privateStorage: Storage = localDisk(join(env.DATA_DIR, 'private'));
