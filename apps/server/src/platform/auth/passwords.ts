/** argon2id with the OWASP parameters (m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown user and a wrong password look alike. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('unknown-user-dummy-password');
  await verifyPassword(await dummyHash, password);
}
