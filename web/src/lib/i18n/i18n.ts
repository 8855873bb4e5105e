import type { Language } from '@factoria/domain/records/account.schema';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';
import { chooseLanguage, rememberLanguage, savedLanguage } from './language';
import { type Namespace, START_NAMESPACES } from './namespaces';

// Each locale file becomes its own chunk, fetched (and cached by the service worker) on first use.
// `common` is bundled with the app instead: the error screen must be readable even when a
// chunk cannot be loaded (offline before it was ever cached).
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/*/common.json']);

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use({
      type: 'backend',
      read(language: string, namespace: string, callback: (error: unknown, data?: unknown) => void) {
        if (namespace === 'common') return callback(null, language === 'es' ? esCommon : enCommon);
        const load = localeFiles[`../../locales/${language}/${namespace}.json`];
        if (!load) return callback(new Error(`missing locale ${language}/${namespace}`));
        load().then((module) => callback(null, module.default), (error: unknown) => callback(error));
      },
    })
    .init({
      lng: chooseLanguage(savedLanguage(), navigator.languages ?? [navigator.language]),
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      resources: { en: { common: enCommon }, es: { common: esCommon } },
      partialBundledLanguages: true,
      ns: [...START_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}

/** Switches the interface language and remembers the choice on this device. */
export async function applyLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/**
 * Fetches a screen's locale files before it renders, all at once: a route's loader calls it.
 * Left to the screen, each component that names a namespace suspends on its own file as render
 * reaches it, one after another, and React then holds the screen back a further 300 ms (its
 * throttle on revealing what a fallback stood in for): the cold dashboard painted 400 ms late.
 */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await i18next.loadNamespaces(namespaces);
}
