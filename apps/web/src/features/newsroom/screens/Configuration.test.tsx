import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAppConfig } from '@vigie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/store.ts';
import { ME } from '../../../test/people.ts';
import { MAX_CGU_BYTES } from '../api/app-settings.ts';
import { type Call, json, renderNewsroom, serve } from '../testing.tsx';

const SETTINGS: AdminAppConfig = {
  app_title: 'Vigie',
  support_email: null,
  cgu: {
    last_version_at: '2026-01-15T09:00:00.000Z',
    fr: { filename: 'CGU.pdf', size: 1_200_000 },
    en: null,
  },
};
const BAD_EMAIL = {
  error: 'validation_error',
  message: 'body.settings.support_email: Invalid email address',
};

function configServer(answer: (call: Call) => Response | undefined = () => undefined) {
  return serve((call) => {
    const special = answer(call);
    if (special) return special;
    if (call.method === 'GET' && call.path === apiUrl('adminAppConfig')) return json(SETTINGS);
    if (call.method === 'PUT' && call.path === apiUrl('updateAppSettings'))
      return json({ ...SETTINGS, ...(call.body as { settings: object }).settings });
    const { filename, data } = call.body as { filename: string; data: string };
    return json({ ...SETTINGS, cgu: { ...SETTINGS.cgu, en: { filename, size: atob(data).length } } });
  });
}

describe('Configuration', () => {
  beforeEach(() => useStore.setState({ compte: { ...ME, role: 'admin' }, online: true }));
  afterEach(() => vi.restoreAllMocks());

  it('sets the title and support e-mail, keeping a refused address in its field with the reason', async () => {
    let refuse = true;
    const calls = configServer((call) =>
      refuse && call.method === 'PUT' ? json(BAD_EMAIL, 400) : undefined,
    );
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/configuration');
    const title = await screen.findByLabelText("Titre de l'application");
    expect(title).toHaveValue('Vigie');
    expect(screen.getByText(/^Version du 15 janvier 2026/)).toBeInTheDocument();
    expect(screen.getByText('Fichier actuel : CGU.pdf (1,2 Mo)')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Veille Cabinet');
    await user.type(screen.getByLabelText('E-mail du support'), 'aide@');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Cette adresse e-mail n'est pas valide.");
    expect(screen.getByLabelText('E-mail du support')).toHaveValue('aide@');
    refuse = false;
    await user.type(screen.getByLabelText('E-mail du support'), 'cabinet.example');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Configuration enregistrée.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      settings: { app_title: 'Veille Cabinet', support_email: 'aide@cabinet.example' },
    });
  });

  it('writes the terms date and the PDF size as English does', async () => {
    useStore.setState({ lang: 'en' });
    configServer();
    renderNewsroom('/app/redaction/configuration');
    expect(await screen.findByText(/^Version of 15 January 2026 at \d\d:00$/)).toBeInTheDocument();
    expect(screen.getByText('Current file: CGU.pdf (1.2 MB)')).toBeInTheDocument();
  });

  it('uploads a PDF in base64, refusing a file over 5 MB before sending it and saying why the server refused', async () => {
    let refuse = true;
    const notPdf = { error: 'validation_error', message: 'body.data: is not a PDF' };
    const calls = configServer((call) =>
      refuse && call.path.includes('/cgu/') ? json(notPdf, 400) : undefined,
    );
    const user = userEvent.setup();
    renderNewsroom('/app/redaction/configuration');
    const english = within(await screen.findByRole('form', { name: 'PDF en anglais' }));
    expect(english.getByText('Aucun fichier')).toBeInTheDocument();
    const big = new File([new Uint8Array(MAX_CGU_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(english.getByLabelText('PDF en anglais'), big);
    await user.click(english.getByRole('button', { name: 'Envoyer' }));
    expect(english.getByRole('alert')).toHaveTextContent('Ce PDF dépasse 5 Mo.');
    expect(calls.some((call) => call.path.includes('/cgu/'))).toBe(false);

    const fake = new File(['<html></html>'], 'terms.pdf', { type: 'application/pdf' });
    await user.upload(english.getByLabelText('PDF en anglais'), fake);
    await user.click(english.getByRole('button', { name: 'Envoyer' }));
    expect(await english.findByRole('alert')).toHaveTextContent("Ce fichier n'est pas un PDF.");

    refuse = false;
    const pdf = new File(['%PDF-1.4 terms'], 'Terms.pdf', { type: 'application/pdf' });
    await user.upload(english.getByLabelText('PDF en anglais'), pdf);
    await user.click(english.getByRole('button', { name: 'Envoyer' }));
    expect(await english.findByText('PDF enregistré.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === apiUrl('uploadCgu', { params: { lang: 'en' } })).at(-1);
    expect(sent?.body).toEqual({ filename: 'Terms.pdf', data: btoa('%PDF-1.4 terms') });
    expect(english.getByText(/^Fichier actuel : Terms\.pdf/)).toBeInTheDocument();
  });
});
