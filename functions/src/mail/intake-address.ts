/** Intake addresses: 80 random bits in base32 at the intake domain, e.g. `k3x9…@in.example.com`. */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newIntakeAddress(domain: string): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let local = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      local += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${local}@${domain.toLowerCase()}`;
}

export function intakeIndexRef(db: Firestore, address: string) {
  return db.collection('intakeAddresses').doc(address.toLowerCase());
}
