import { LanguageSchema, type Language } from '@factoria/domain/records/account.schema';
import { doc, updateDoc } from 'firebase/firestore';
import { useCallback, useEffect } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import * as v from 'valibot';
import { schemaConverter } from '../../../lib/firebase/converter';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { savedLanguage } from '../../../lib/i18n/language';
import { captureError } from '../../../lib/sentry/sentry';

// Only the field this hook needs, so a profile missing other fields never breaks the shell.
const ProfileLanguageSchema = v.object({ language: v.optional(v.nullable(LanguageSchema), null) });
const converter = schemaConverter(ProfileLanguageSchema);

/**
 * The language saved in the user's profile (`users/{uid}.language`) wins over this device's
 * choice and the browser's, so the choice follows the user to every device. A device choice
 * made before the profile had one is saved to it. Returns the function that saves a new choice.
 */
export function useProfileLanguage(uid: string): (language: Language) => void {
  const firestore = useFirestore();
  const ref = doc(firestore, 'users', uid).withConverter(converter);
  const { data } = useFirestoreDocData(ref);
  const profileLanguage = data?.language ?? null;
  const exists = data !== undefined;

  const save = useCallback(
    (language: Language) => {
      // Offline, the write waits in Firestore's queue; nobody needs to wait for it here.
      void updateDoc(doc(firestore, 'users', uid), { language }).catch(captureError);
    },
    [firestore, uid],
  );

  useEffect(() => {
    if (profileLanguage) {
      void applyLanguage(profileLanguage);
      return;
    }
    const local = v.safeParse(LanguageSchema, savedLanguage());
    if (exists && local.success) save(local.output);
  }, [profileLanguage, exists, save]);

  return save;
}
