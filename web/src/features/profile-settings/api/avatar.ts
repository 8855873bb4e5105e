/**
 * The profile photo at Storage `users/{uid}/avatar` (storage.rules: the user's own, PNG, JPEG
 * or WebP, at most 2 MB). The bytes are checked here too, so a renamed file is refused with a
 * clear message instead of being stored as an image.
 */
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { useCallback } from 'react';
import { storage } from '../../../lib/firebase/storage';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type AvatarProblem = 'avatar.notImage' | 'avatar.tooLarge';

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** What the file really is, from its first bytes. */
export function sniffImageType(bytes: Uint8Array): (typeof AVATAR_TYPES)[number] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export async function checkAvatar(file: File): Promise<{ contentType: (typeof AVATAR_TYPES)[number] } | { problem: AvatarProblem }> {
  if (file.size > AVATAR_MAX_BYTES) return { problem: 'avatar.tooLarge' };
  const contentType = sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  return contentType ? { contentType } : { problem: 'avatar.notImage' };
}

export function useAvatarStorage(uid: string) {
  const upload = useCallback(
    async (file: File, contentType: string): Promise<string> => {
      const target = ref(storage, `users/${uid}/avatar`);
      await uploadBytes(target, file, { contentType });
      return getDownloadURL(target);
    },
    [uid],
  );
  const remove = useCallback(async () => {
    try {
      await deleteObject(ref(storage, `users/${uid}/avatar`));
    } catch (error) {
      if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
    }
  }, [uid]);
  return { upload, remove };
}
