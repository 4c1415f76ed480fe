import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContractRoute from '@/app/routes/contracts/view';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  CONTRACT,
  contractOverview,
  OVERVIEW,
  RENT_PAGE,
  rentPage,
  rentView,
} from '@/testing/fixtures/rent-fixtures';
import { mockApi, renderWithProviders, startSession } from '@/testing/render';

// jsdom has no canvas for the contract's chart.
vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

describe('Rents on the contract page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'ADMIN' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows the contract’s rents and warnings at #rents', async () => {
    mockApi({
      [OVERVIEW]: contractOverview(12, { rentWarnings: { duplicates: [], missing: ['2025-02'] } }),
      [RENT_PAGE]: rentPage([rentView(4, '2025-03'), rentView(3, '2025-01')]),
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/entities/:entityId/properties/:propertyId/contracts/:contractId"
          element={<ContractRoute />}
        />
      </Routes>,
      CONTRACT,
    );
    const rents = await screen.findByRole('region', { name: 'Rents' });
    expect(rents.id).toBe('rents');
    await within(rents).findByRole('article', { name: 'March 2025' });
    expect(
      within(rents)
        .getAllByRole('article')
        .map((rent) => rent.getAttribute('aria-label')),
    ).toEqual(['March 2025', 'January 2025']);
    expect(within(rents).getByText('Expected to find rents for Feb 2025 but no rents found')).toBeTruthy();
  });
});
