// build/integrity.mjs: the `integrity` value manifest.json gives each file.
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integrityOf } from '../../build/integrity.mjs';

const base64 = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64');

describe('integrityOf', () => {
  it('is SHA-384 in base64 after "sha384-": the FIPS 180-2 example "abc"', () => {
    const digest = 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7';
    expect(integrityOf(Buffer.from('abc'))).toBe('sha384-' + Buffer.from(digest, 'hex').toString('base64'));
  });

  it('matches what a browser computes (Web Crypto) for any bytes', async () => {
    const bytes = webcrypto.getRandomValues(new Uint8Array(4096));
    expect(integrityOf(bytes)).toBe('sha384-' + base64(await webcrypto.subtle.digest('SHA-384', bytes)));
  });

  it('changes with a single byte', () => {
    const bytes = new TextEncoder().encode('export const a = 1;');
    const changed = bytes.slice();
    changed[changed.length - 2] = '2'.charCodeAt(0);
    expect(integrityOf(changed)).not.toBe(integrityOf(bytes));
  });
});
