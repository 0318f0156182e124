import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSealed, secretBox, SecretBoxError, secretBoxOf } from './secret-box.ts';

const key = Buffer.alloc(32, 1);

describe('the secret box', () => {
  it('seals so that only the same key and owner open it', () => {
    const box = secretBox(key);
    const sealed = box.seal('fp-key-123', 'org-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('fp-key-123');
    expect(box.seal('fp-key-123', 'org-1')).not.toBe(sealed);
    expect(box.open(sealed, 'org-1')).toBe('fp-key-123');
    expect(() => box.open(sealed, 'org-2')).toThrow(SecretBoxError);
    expect(() => secretBox(Buffer.alloc(32, 2)).open(sealed, 'org-1')).toThrow(/another key/);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(altered, 'org-1')).toThrow(SecretBoxError);
  });

  it('makes a key in the data directory once, readable by its owner only, when none is set', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const sealed = secretBoxOf({ dataDir, secretsKey: undefined }).seal('x', 'o');
      const file = path.join(dataDir, 'secrets-encryption.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Another process (no cache) reads the same key.
      const again = secretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
      expect(again.open(sealed, 'o')).toBe('x');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses the configured key when there is one', () => {
    const sealed = secretBoxOf({ dataDir: '/nonexistent', secretsKey: key }).seal('y', 'o');
    expect(secretBox(key).open(sealed, 'o')).toBe('y');
  });
});
