/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, issue 33 item 3): secrets are `whsec_`
 * and 24 random bytes in base64; `webhook-signature` is `v1,<base64 HMAC-SHA256 of id.timestamp.body>`
 * with the secret's bytes, one per secret in use (the previous one too during a rotation's overlap).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export const newSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/** What the endpoint list shows of a secret: its prefix and first characters. */
export const secretHint = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

export function sign(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of one delivery attempt. */
export function webhookHeaders(secrets: readonly string[], msgId: string, at: Date, body: string): Record<string, string> {
  const ts = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': msgId,
    'webhook-timestamp': String(ts),
    'webhook-signature': secrets.map((s) => sign(s, msgId, ts, body)).join(' '),
  };
}
