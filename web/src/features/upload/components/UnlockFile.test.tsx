import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/upload.json';
import es from '../../../locales/es/upload.json';

const unlockUpload = vi.fn();
vi.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async (original) => ({
  ...(await original<typeof import('firebase/functions')>()),
  httpsCallable: () => (request: unknown) => unlockUpload(request),
}));
const { UnlockFile } = await import('./UnlockFile');

function renderIn(lng: 'en' | 'es') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { upload: en }, es: { upload: es } }, lng, ns: ['upload'], initAsync: false });
  render(
    <I18nextProvider i18n={i18n}>
      <UnlockFile batchId="b1" fileId="f1" name="locked.pdf" />
    </I18nextProvider>,
  );
}

const refused = (code: string) => new FunctionsError('invalid-argument', code, { code });

describe('UnlockFile', () => {
  afterEach(() => {
    cleanup();
    unlockUpload.mockReset();
  });

  it('sends the password once for the file, then empties the field', async () => {
    unlockUpload.mockResolvedValue({ data: { state: 'unlocked' } });
    renderIn('en');
    const field = screen.getByLabelText('locked.pdf is protected with a password. Type it to process the file');
    expect(screen.getByRole('button', { name: 'Unlock' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(field).toHaveProperty('value', ''));
    expect(unlockUpload).toHaveBeenCalledExactlyOnceWith({ batchId: 'b1', fileId: 'f1', password: 'secret' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a wrong password in the user language and keeps what was typed', async () => {
    unlockUpload.mockRejectedValue(refused('upload/wrong-password'));
    renderIn('es');
    const field = screen.getByLabelText('locked.pdf está protegido con contraseña. Escríbela para procesar el archivo');
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esa contraseña no abre el archivo. Revísala y vuelve a intentarlo.');
    expect(field).toHaveProperty('value', 'nope');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a file that no longer waits for its password from other failures', async () => {
    unlockUpload.mockRejectedValueOnce(refused('upload/not-locked')).mockRejectedValueOnce(new Error('network'));
    renderIn('en');
    fireEvent.change(screen.getByLabelText(/locked\.pdf is protected/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is no longer waiting for its password.');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file could not be unlocked. Try again.'));
  });
});
