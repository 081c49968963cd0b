/**
 * TOTP (RFC 6238) with the `otpauth` library: SHA-1, 6 digits, 30 s, one step of clock drift either
 * way (D-601); recovery codes (D-602).
 */
import { randomBytes, createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'AeroSupply';

const totpOf = (secret: string, account: string) =>
  new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

export function newTotpSecret(account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, account).toString() };
}

export const otpauthUri = (secret: string, account: string) => totpOf(secret, account).toString();

/** The time step of a matching code at `now` (drift of one step either way), or null. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** A code for `now` (tests, and nothing else). */
export const totpCode = (secret: string, at: Date) => totpOf(secret, '').generate({ timestamp: at.getTime() });

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_CODES = 10;

/** Ten codes `XXXXX-XXXXX`; shown once, only their SHA-256 is kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, ''), 'utf8').digest('hex');
