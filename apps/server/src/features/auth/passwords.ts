import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (19 MiB, 2 passes): OWASP's baseline recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Used when the email is unknown, so a wrong email costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing-1');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A readable random password with a letter and a digit, for admin-created accounts. */
export function generatePassword(length = 14): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]);
  chars[0] = ALPHABET[bytes[0]! % 24]!; // an upper-case letter
  chars[length - 1] = String((bytes[length - 1]! % 8) + 2); // a digit
  return chars.join('');
}
