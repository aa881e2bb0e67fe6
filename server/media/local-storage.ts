import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import {
  access,
  copyFile,
  lstat,
  mkdir,
  open,
  opendir,
  readFile,
  rename,
  rm,
} from 'node:fs/promises';
import path from 'node:path';
import {
  assertMediaFolder,
  assertMediaKey,
  isMediaKey,
  MEDIA_KINDS,
  type MediaStorageBase,
  type StoredObject,
} from './storage';

/** Media in a local directory, `DATA_DIR/media` (the default; storage.ts). */
export interface LocalStorage extends MediaStorageBase {
  readonly kind: 'local';
  /** Absolute; served as static files under `/media/` (app.ts). */
  readonly directory: string;
}

export function createLocalStorage(directory: string): LocalStorage {
  const root = path.resolve(directory);

  /** The file of a key; keys are checked, so none can climb out of the directory. */
  function fileOf(key: string): string {
    assertMediaKey(key);
    return path.join(root, key);
  }

  return {
    kind: 'local',
    directory: root,
    location: root,

    /**
     * Written and synced under a temporary dot-name, then renamed, so a crash never leaves a
     * partial file under its real name (the media sweep removes the temporary ones).
     */
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
      );
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    },

    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async copy(fromKey, toKey) {
      const target = fileOf(toKey);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(fileOf(fromKey), target, constants.COPYFILE_EXCL);
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    async removeFolder(prefix) {
      assertMediaFolder(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },

    async *list(prefix) {
      for (const kind of MEDIA_KINDS) {
        if (!`${kind}/`.startsWith(prefix) && !prefix.startsWith(`${kind}/`)) continue;
        const kindDir = path.join(root, kind);
        // Missing, or not a real folder: a symbolic link is never followed.
        if (!(await lstat(kindDir).catch(ignoreMissing))?.isDirectory()) continue;
        for await (const folder of await opendir(kindDir)) {
          if (!folder.isDirectory()) continue;
          const folderPrefix = `${kind}/${folder.name}/`;
          if (!folderPrefix.startsWith(prefix) && !prefix.startsWith(folderPrefix)) continue;
          yield* listFolder(path.join(kindDir, folder.name), folderPrefix, prefix);
        }
      }
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

/** The stored files of one image folder (not its temporary files), gone meanwhile or not. */
async function* listFolder(
  folder: string,
  folderPrefix: string,
  prefix: string,
): AsyncGenerator<StoredObject> {
  const names: string[] = [];
  try {
    for await (const entry of await opendir(folder)) {
      if (entry.isFile()) names.push(entry.name);
    }
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const name of names.sort()) {
    const key = `${folderPrefix}${name}`;
    if (!key.startsWith(prefix) || !isMediaKey(key)) continue;
    const stats = await lstat(path.join(folder, name)).catch(ignoreMissing);
    if (stats?.isFile()) yield { key, size: stats.size, modifiedMs: stats.mtimeMs };
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

function ignoreMissing(error: unknown): null {
  if (isMissing(error)) return null;
  throw error;
}
