import { describe, expect, it } from 'vitest';
import { chooseLanguage, markProfileLanguage, unsavedProfileLanguage } from './language';

describe('chooseLanguage', () => {
  it('prefers the saved choice over the browser', () => {
    expect(chooseLanguage('es', ['en-US'])).toBe('es');
  });

  it('takes the first supported browser language', () => {
    expect(chooseLanguage(null, ['fr-FR', 'es-ES', 'en'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(chooseLanguage(null, ['de-DE', 'fr'])).toBe('en');
    expect(chooseLanguage('xx', [])).toBe('en');
  });
});

describe('a choice the profile has not saved yet', () => {
  it('is remembered until it is marked saved, and only valid languages count', () => {
    markProfileLanguage('es');
    expect(unsavedProfileLanguage()).toBe('es');
    markProfileLanguage(null);
    expect(unsavedProfileLanguage()).toBeNull();
    localStorage.setItem('factoria.language.unsaved', 'fr');
    expect(unsavedProfileLanguage()).toBeNull();
  });
});
