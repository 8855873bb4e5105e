import { LanguageSchema, type Language } from '@factoria/domain/records/account.schema';
import { doc, updateDoc } from 'firebase/firestore';
import { useCallback, useEffect } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import * as v from 'valibot';
import { schemaConverter } from '../../../lib/firebase/converter';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { markProfileLanguage, savedLanguage, unsavedProfileLanguage } from '../../../lib/i18n/language';
import { captureError } from '../../../lib/sentry/sentry';

// Only the field this hook needs, so a profile missing other fields never breaks the shell.
const ProfileLanguageSchema = v.object({ language: v.optional(v.nullable(LanguageSchema), null) });
const converter = schemaConverter(ProfileLanguageSchema);

/** Saves a language choice to the user's profile (and remembers it here until the profile has it). */
export function useSaveProfileLanguage(uid: string): (language: Language) => void {
  const firestore = useFirestore();
  return useCallback(
    (language: Language) => {
      markProfileLanguage(language);
      // Offline, the write waits in Firestore's queue; nobody needs to wait for it here.
      updateDoc(doc(firestore, 'users', uid), { language }).then(() => {
        if (unsavedProfileLanguage() === language) markProfileLanguage(null);
      }, captureError);
    },
    [firestore, uid],
  );
}

/**
 * The language saved in the user's profile (`users/{uid}.language`) wins over the browser's, so
 * the choice follows the user to every device; a choice made here that the profile has not
 * acknowledged yet wins over the profile's older value, and is saved again until it sticks.
 * A device choice made before the profile had one is saved to it. A component of its own that
 * draws nothing: a profile snapshot re-renders it alone, not the layout around the screen.
 */
export function ProfileLanguageSync({ uid }: { uid: string }): null {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'users', uid).withConverter(converter));
  const profileLanguage = data?.language ?? null;
  const exists = data !== undefined;
  const save = useSaveProfileLanguage(uid);

  useEffect(() => {
    const unsaved = unsavedProfileLanguage();
    if (unsaved && unsaved !== profileLanguage) {
      void applyLanguage(unsaved);
      if (exists) save(unsaved);
      return;
    }
    if (unsaved) markProfileLanguage(null);
    if (profileLanguage) {
      void applyLanguage(profileLanguage);
      return;
    }
    const local = v.safeParse(LanguageSchema, savedLanguage());
    if (exists && local.success) save(local.output);
  }, [profileLanguage, exists, save]);

  return null;
}
