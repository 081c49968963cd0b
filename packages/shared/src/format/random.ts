/** Random strings over an unambiguous alphabet (spec 000 §9). */

/** Letters and digits without the look-alikes i, l, o, 0, 1, I, L, O (spec 000 §9): 54 characters. */
export const RANDOM_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** Fills the array with random bytes (the shape of `crypto.getRandomValues`). */
export type RandomBytes = (bytes: Uint8Array) => void;

interface CryptoLike {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/** Web Crypto, present in browsers and in Node 20+ as `globalThis.crypto`. */
export const cryptoRandomBytes: RandomBytes = (bytes) => {
  const cryptoObject = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!cryptoObject || typeof cryptoObject.getRandomValues !== 'function') {
    throw new Error('globalThis.crypto.getRandomValues is not available');
  }
  cryptoObject.getRandomValues(bytes);
};

/**
 * A random string of `length` characters of `alphabet` (default RANDOM_ALPHABET). Bytes from
 * `rng` (default Web Crypto) are used by rejection sampling, so every character is equally likely.
 */
export function randomString(length: number, rng: RandomBytes = cryptoRandomBytes, alphabet: string = RANDOM_ALPHABET): string {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError('length must be a non-negative integer');
  const size = alphabet.length;
  if (size < 2 || size > 256) throw new RangeError('alphabet must have 2-256 characters');
  // Bytes at or above `limit` would favour the first characters, so they are thrown away.
  const limit = 256 - (256 % size);
  let out = '';
  const buffer = new Uint8Array(Math.max(16, Math.ceil(length * 1.25)));
  while (out.length < length) {
    rng(buffer);
    for (let i = 0; i < buffer.length && out.length < length; i += 1) {
      const byte = buffer[i]!;
      if (byte < limit) out += alphabet[byte % size];
    }
  }
  return out;
}
