import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token; only its SHA-256 is stored, so a database leak yields no usable token. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
