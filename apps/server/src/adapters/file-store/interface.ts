/**
 * Where uploaded files live (slips, chat media; issue 12, docs/decisions/016). Keys are made by
 * the server (`slips/<random>.png`, `chat/<random>.jpg`), never by the uploader. The local default
 * keeps them under DATA_DIR; the PostgreSQL store keeps them in the database every server copy
 * shares (FILE_STORE=postgres).
 */
export interface FileStore {
  readonly name: 'local' | 'postgres';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
}

/** A key the server made: folders and a file name of safe characters, no dot segments. */
export function assertStoreKey(key: string): void {
  if (!/^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]{1,5})?$/.test(key)) {
    throw new Error(`bad file store key: ${key}`);
  }
}
