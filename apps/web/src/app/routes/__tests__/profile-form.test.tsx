import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfileRoute from '@/app/routes/profile';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { ANA, mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const STALE = 'Someone else saved this record after you opened it.';
/** The profile as GET /profile answers it: the user with the reminders setting. */
const PROFILE = { ...ANA, remindersEnabled: true };
const REMINDERS = 'Email me reminders about contracts and rents';
const remindersSwitch = () => screen.getByLabelText(REMINDERS) as HTMLInputElement;

function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The JSON bodies of the PUTs of the profile, in order. */
const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/profile' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('Profile', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('saves the names with the version they were filled from, toasts and updates the session', async () => {
    const saved = { ...PROFILE, firstName: 'Ana Maria', version: 2 };
    const fetchMock = mockApi({ '/profile': PROFILE, 'PUT /profile': saved });
    renderWithProviders(<ProfileRoute />, '/profile');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ana'));
    type('First Name', 'Ana Maria');
    save();
    expect(await screen.findByText('Profile successfully updated!')).toBeTruthy();
    expect(puts(fetchMock)).toEqual([
      { firstName: 'Ana Maria', lastName: 'Rodrigues', remindersEnabled: true, version: 1 },
    ]);
    expect(sessionStore.get()?.user).toEqual(saved);
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ana Maria');
  });

  it('offers to reload when someone saved the profile since it was opened, then saves over the new version', async () => {
    const answers: Record<string, unknown> = {
      '/profile': PROFILE,
      'PUT /profile': new Reply(409, { message: STALE, stale: true }),
    };
    const fetchMock = mockApi(answers);
    renderWithProviders(<ProfileRoute />, '/profile');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ana'));
    type('First Name', 'Ana Maria');
    save();
    expect(await screen.findByText(STALE)).toBeTruthy();

    answers['/profile'] = { ...PROFILE, lastName: 'Costa', version: 2 };
    answers['PUT /profile'] = { ...PROFILE, firstName: 'Ana Maria', lastName: 'Costa', version: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveProperty('value', 'Costa'));
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ana');
    expect(screen.queryByText(STALE)).toBeNull();
    type('First Name', 'Ana Maria');
    save();
    expect(await screen.findByText('Profile successfully updated!')).toBeTruthy();
    expect(puts(fetchMock).map((body) => body.version)).toEqual([1, 2]);
  });

  it('turns reminder mails off with the form, saved with the version it was filled from', async () => {
    const saved = { ...PROFILE, remindersEnabled: false, version: 2 };
    const fetchMock = mockApi({ '/profile': PROFILE, 'PUT /profile': saved });
    renderWithProviders(<ProfileRoute />, '/profile');
    await waitFor(() => expect(remindersSwitch().checked).toBe(true));
    fireEvent.click(remindersSwitch());
    expect(remindersSwitch().checked).toBe(false);
    save();
    expect(await screen.findByText('Profile successfully updated!')).toBeTruthy();
    expect(puts(fetchMock)).toEqual([
      { firstName: 'Ana', lastName: 'Rodrigues', remindersEnabled: false, version: 1 },
    ]);
    expect(remindersSwitch().checked).toBe(false);
  });

  it('shows reminders off as saved, and in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    mockApi({ '/profile': { ...PROFILE, remindersEnabled: false } });
    renderWithProviders(<ProfileRoute />, '/profile');
    const toggle = (await screen.findByLabelText(
      'Enviar-me lembretes por email sobre contratos e rendas',
    )) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
  });

  it('refuses a stale change of the setting, then shows the setting as saved on Reload', async () => {
    const answers: Record<string, unknown> = {
      '/profile': PROFILE,
      'PUT /profile': new Reply(409, { message: STALE, stale: true }),
    };
    const fetchMock = mockApi(answers);
    renderWithProviders(<ProfileRoute />, '/profile');
    await waitFor(() => expect(remindersSwitch().checked).toBe(true));
    fireEvent.click(remindersSwitch());
    save();
    expect(await screen.findByText(STALE)).toBeTruthy();

    // Someone turned them off meanwhile, and changed the name.
    answers['/profile'] = { ...PROFILE, firstName: 'Ana Maria', remindersEnabled: false, version: 2 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Ana Maria'));
    expect(remindersSwitch().checked).toBe(false);
    expect(puts(fetchMock)).toEqual([
      { firstName: 'Ana', lastName: 'Rodrigues', remindersEnabled: false, version: 1 },
    ]);
  });
});
