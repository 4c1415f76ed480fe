import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { CONTRACTS, renderPortal, SLOW, sent, type } from '@/testing/fixtures/portal-fixtures';
import { ANA, mockApi, Reply, startSession } from '@/testing/render';

const LINK = '/tenantInvitation?email=joana%40mail.pt&token=abc123';
const INFO_PATH = '/auth/tenantInvitation?email=joana%40mail.pt&token=abc123';
const ACCEPT = '/auth/tenantInvitation';
const ACCEPTED = 'Invitation accepted. You can now log in to see your rents.';
const info = (accountExists: boolean) => ({
  email: 'joana@mail.pt',
  landlordName: 'Casas do Tejo, Lda.',
  tenantName: 'Joana Pires',
  accountExists,
});
const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
const where = async () => (await screen.findByTestId('where')).textContent;

describe('Tenant invitation page', SLOW, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('says who invites whom, asks a password for a new account, then goes to the login page', async () => {
    const fetchMock = mockApi({ [INFO_PATH]: info(false), [`PUT ${ACCEPT}`]: { message: ACCEPTED } });
    renderPortal(LINK);
    expect(
      await screen.findByText('Casas do Tejo, Lda. invites Joana Pires to the tenant portal.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Your account will be created for joana@mail.pt. Choose a password for it.'),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Create account and accept' });

    fireEvent.click(submit);
    await waitFor(() => expect(messageOf('Password')).toBe('Password is required'));
    type('Password', 'abc');
    fireEvent.click(submit);
    await waitFor(() => expect(messageOf('Password')).toBe('Must contain between 6 and 20 characters'));
    type('Password', 'Gato-Preto-42');
    type('Confirm Password', 'Gato-Preto-43');
    fireEvent.click(submit);
    await waitFor(() => expect(messageOf('Confirm Password')).toBe('Passwords must match'));
    expect(sent(fetchMock, 'PUT', ACCEPT)).toEqual([]);

    type('Confirm Password', 'Gato-Preto-42');
    fireEvent.click(submit);
    expect(await screen.findByText(ACCEPTED)).toBeTruthy();
    expect(await where()).toBe('/login');
    expect(sent(fetchMock, 'PUT', ACCEPT)).toEqual([
      { userEmail: 'joana@mail.pt', token: 'abc123', password: 'Gato-Preto-42' },
    ]);
  });

  it('shows the server’s refusal of the password under it', async () => {
    const answers: Record<string, unknown> = {
      [INFO_PATH]: info(false),
      [`PUT ${ACCEPT}`]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        constraints: { password: 'is too common, please choose another one' },
      }),
    };
    mockApi(answers);
    renderPortal(LINK);
    await screen.findByRole('button', { name: 'Create account and accept' });
    type('Password', 'password1');
    type('Confirm Password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and accept' }));
    await waitFor(() =>
      expect(messageOf('Password')).toBe('Password is too common, please choose another one'),
    );

    answers[`PUT ${ACCEPT}`] = new Reply(400, {
      message: 'The request is not valid. Please check the fields.',
      fieldErrors: { password: 'Choose a password to create your account.' },
    });
    type('Password', 'Outra-Senha-9');
    type('Confirm Password', 'Outra-Senha-9');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and accept' }));
    await waitFor(() => expect(messageOf('Password')).toBe('Choose a password to create your account.'));
    // The message is under the field, not repeated under the form.
    expect(screen.queryByText('The request is not valid. Please check the fields.')).toBeNull();
  });

  it('accepts for an existing account without asking a password', async () => {
    const fetchMock = mockApi({ [INFO_PATH]: info(true), [`PUT ${ACCEPT}`]: { message: ACCEPTED } });
    renderPortal(LINK);
    expect(
      await screen.findByText(
        'You already have an account with joana@mail.pt. Accept to see your rentals when you log in.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await where()).toBe('/login');
    expect(sent(fetchMock, 'PUT', ACCEPT)).toEqual([{ userEmail: 'joana@mail.pt', token: 'abc123' }]);
  });

  it('says why a link cannot be used, with the support address', async () => {
    mockApi({
      [INFO_PATH]: new Reply(400, {
        message: 'This invitation link is invalid or has expired. Ask your landlord for a new one.',
      }),
      '/config': { appName: 'Arrenda', supportEmail: 'support@arrenda.test' },
    });
    renderPortal(LINK);
    expect(
      await screen.findByText(
        'This invitation link is invalid or has expired. Ask your landlord for a new one.',
      ),
    ).toBeTruthy();
    const support = await screen.findByRole('link', { name: 'support@arrenda.test' });
    expect(support.getAttribute('href')).toBe('mailto:support@arrenda.test');
    expect(screen.queryByRole('button', { name: /accept/i })).toBeNull();
  });

  it('says when the link is incomplete, without asking the server about it', async () => {
    const fetchMock = mockApi({ '/config': { appName: 'Arrenda', supportEmail: 'support@arrenda.test' } });
    renderPortal('/tenantInvitation?email=joana%40mail.pt');
    expect(
      await screen.findByText('The invitation link is incomplete. Please open the full link from the email.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('tenantInvitation'),
    );
  });

  it('signs out another account signed in here before going to the login page', async () => {
    startSession();
    const fetchMock = mockApi({
      [INFO_PATH]: info(true),
      [`PUT ${ACCEPT}`]: { message: ACCEPTED },
      'POST /auth/logout': new Reply(204, null),
    });
    renderPortal(LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await where()).toBe('/login');
    expect(sessionStore.get()).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('takes the invited account, when it is the one signed in, to its rentals', async () => {
    startSession();
    sessionStore.update({ user: { ...ANA, email: 'joana@mail.pt' } });
    mockApi({ [INFO_PATH]: info(true), [`PUT ${ACCEPT}`]: { message: ACCEPTED }, [CONTRACTS]: [] });
    renderPortal(LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'My rentals' })).toBeTruthy();
    expect(sessionStore.get()?.user.email).toBe('joana@mail.pt');
  });
});
