import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '@/app/nav-bar';
import EntitiesRoute from '@/app/routes/entities/list';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { CONTRACTS, portalContract } from '@/testing/fixtures/portal-fixtures';
import { mockApi, renderWithProviders, startSession } from '@/testing/render';

/** The ways to My rentals: the nav bar's item and the empty entity list's link. */
describe('Ways to My rentals', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows them to an account with rentals', async () => {
    mockApi({ '/entities': [], [CONTRACTS]: [portalContract()] });
    renderWithProviders(
      <>
        <NavBar />
        <EntitiesRoute />
      </>,
      '/entities',
    );
    expect(await screen.findByRole('menuitem', { name: 'My rentals' })).toBeTruthy();
    const hint = await screen.findByText(
      'You rent through Arrenda: your contracts, rents and receipts are in My rentals.',
    );
    const emptyList = within(hint.closest('.empty-state') as HTMLElement);
    expect(emptyList.getByRole('link', { name: 'My rentals' }).getAttribute('href')).toBe('/portal');
    expect(screen.getByText('You have no entities')).toBeTruthy();
  });

  it('shows neither to an account without rentals', async () => {
    const fetchMock = mockApi({ '/entities': [], [CONTRACTS]: [] });
    renderWithProviders(
      <>
        <NavBar />
        <EntitiesRoute />
      </>,
      '/entities',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api${CONTRACTS}`),
    );
    await screen.findByRole('link', { name: /first entity/i });
    expect(screen.queryByRole('menuitem', { name: 'My rentals' })).toBeNull();
    expect(screen.queryByText(/My rentals/)).toBeNull();
  });
});
