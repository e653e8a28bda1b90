import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));

describe('lockDataDir', () => {
  it('locks, refuses a second holder while the first is alive, and releases', async () => {
    const dir = tmp();
    const sleeper = spawn('sleep', ['30']);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(sleeper.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    sleeper.kill();
    await new Promise((r) => sleeper.once('exit', r));
    const release = lockDataDir(dir); // the holder is gone: its stale lock is replaced
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
