import { LANGUAGES, type Language } from '@factoria/domain/records/account.schema';

export const LANGUAGE_STORAGE_KEY = 'factoria.language';

function asLanguage(value: string | null | undefined): Language | null {
  const base = value?.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** The spec's rule: the saved choice, else the browser language (en or es), else English. */
export function chooseLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  const fromSaved = asLanguage(saved);
  if (fromSaved) return fromSaved;
  for (const candidate of browserLanguages) {
    const language = asLanguage(candidate);
    if (language) return language;
  }
  return 'en';
}

export function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this session only.
  }
}

const PENDING_PROFILE_KEY = 'factoria.language.unsaved';

/**
 * A choice not yet acknowledged by the user's profile (offline, or the page closed right after
 * choosing). It wins over the profile's older value until the profile has it.
 */
export function unsavedProfileLanguage(): Language | null {
  try {
    return asLanguage(localStorage.getItem(PENDING_PROFILE_KEY));
  } catch {
    return null;
  }
}

export function markProfileLanguage(language: Language | null): void {
  try {
    if (language) localStorage.setItem(PENDING_PROFILE_KEY, language);
    else localStorage.removeItem(PENDING_PROFILE_KEY);
  } catch {
    // Without storage the choice is saved to the profile or not at all; nothing to remember.
  }
}
