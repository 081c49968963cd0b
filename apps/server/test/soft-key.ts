/**
 * A software security key for API tests (issue 32 item 1): answers WebAuthn creation options with a
 * `none` attestation of a new P-256 credential, and request options with a signed assertion.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (data: Uint8Array | string) => isoBase64URL.fromBuffer(new Uint8Array(typeof data === 'string' ? new TextEncoder().encode(data) : data));
const concat = (...parts: Uint8Array[]) => {
  const out: Uint8Array<ArrayBuffer> = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

export class SoftKey {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpID: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  /** A RegistrationResponseJSON for `options` (a `none` attestation). */
  register(options: { challenge: string }, over: { origin?: string } = {}) {
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: over.origin ?? this.origin, crossOrigin: false });
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const idLength = new Uint8Array([0, this.credentialId.length]);
    // Flags: user present (0x01) and attested credential data (0x40).
    const authData = concat(sha256(this.rpID), new Uint8Array([0x41]), u32(this.counter), new Uint8Array(16), idLength, this.credentialId, isoCBOR.encode(cose));
    const attestation = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), attestationObject: b64(attestation), transports: ['usb'] },
      clientExtensionResults: {},
    };
  }

  /** An AuthenticationResponseJSON (as the grant's JSON text) signing `challenge`. */
  assert(challenge: string, over: { origin?: string } = {}): string {
    this.counter += 1;
    const clientData = JSON.stringify({ type: 'webauthn.get', challenge, origin: over.origin ?? this.origin, crossOrigin: false });
    const authData = concat(sha256(this.rpID), new Uint8Array([0x01]), u32(this.counter));
    const signature = sign('sha256', concat(authData, sha256(clientData)), this.privateKey);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(new Uint8Array(signature)) },
      clientExtensionResults: {},
    });
  }
}
