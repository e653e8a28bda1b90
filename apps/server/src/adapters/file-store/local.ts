import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStoreKey, type FileStore } from './interface';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/**
 * Files under DATA_DIR (the default, one server copy): `<dataDir>/<key>`, owner-only, never
 * overwritten. The content type comes from the key's extension, which the server chose.
 */
export class LocalFileStore implements FileStore {
  readonly name = 'local' as const;
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    assertStoreKey(key);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, data, { mode: 0o600, flag: 'wx' });
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    assertStoreKey(key);
    const data = await fs.readFile(path.join(this.dir, key)).catch(() => null);
    if (!data) return null;
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return { data, contentType: TYPES[ext] ?? 'application/octet-stream' };
  }

  async remove(key: string): Promise<void> {
    assertStoreKey(key);
    await fs.rm(path.join(this.dir, key), { force: true });
  }
}
