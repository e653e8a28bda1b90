import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { LocalFileStore } from './local';
import { PostgresFileStore } from './postgres';
import type { FileStore } from './interface';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
const database = openTestDatabase();
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await (await database).close();
});

describe.each([
  ['local', async (): Promise<FileStore> => new LocalFileStore(dir)],
  ['postgres', async (): Promise<FileStore> => new PostgresFileStore((await database).db)],
])('%s file store', (_name, make) => {
  it('keeps bytes and type, refuses keys it did not make, removes', async () => {
    const store = await make();
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('chat/abc123.png', data, 'image/png');
    expect(await store.get('chat/abc123.png')).toEqual({ data, contentType: 'image/png' });
    expect(await store.get('chat/missing.png')).toBeNull();
    await expect(store.put('chat/abc123.png', data, 'image/png')).rejects.toThrow();
    await expect(store.get('../etc/passwd')).rejects.toThrow(/bad file store key/);
    await expect(store.put('chat/../../x.png', data, 'image/png')).rejects.toThrow();
    await store.remove('chat/abc123.png');
    expect(await store.get('chat/abc123.png')).toBeNull();
  });
});
