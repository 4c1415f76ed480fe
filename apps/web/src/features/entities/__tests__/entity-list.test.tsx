import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityList } from '@/features/entities/components/entity-list';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { mockApi, renderWithProviders, startSession } from '@/testing/render';

const entity = (id: number, name: string, type: string, accessType: string, countProperties: number) => ({
  id,
  name,
  entityType: { id: type === 'Personal' ? 1 : 2, name: type },
  country: { id: 1, name: 'Portugal' },
  legalName: null,
  financeNumber: null,
  description: `About ${name}`,
  phone: null,
  address: null,
  postalCode: null,
  countProperties,
  accessType,
  files: [],
});

describe('My entities', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows a card per entity, sorted by id, and stores the access map', async () => {
    mockApi({
      '/entities': [
        entity(7, 'Rodrigues, Lda', 'Company', 'READ', 1),
        entity(3, 'Casa Lisboa', 'Personal', 'ADMIN', 4),
      ],
    });
    renderWithProviders(<EntityList />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/entities/3', '/entities/7']);

    const [personal, company] = links as [HTMLElement, HTMLElement];
    expect(within(personal).getByRole('heading').textContent).toBe('Casa Lisboa');
    expect(personal.querySelector('.pi-user')).not.toBeNull();
    expect(within(personal).getByText('4 properties')).toBeTruthy();
    expect(within(personal).getByText('Portugal')).toBeTruthy();
    expect(within(personal).getByText('About Casa Lisboa')).toBeTruthy();
    expect(within(personal).getAllByText('Admin').length).toBeGreaterThan(0);

    expect(company.querySelector('.pi-briefcase')).not.toBeNull();
    expect(within(company).getByText('1 property')).toBeTruthy();
    expect(within(company).getAllByText('Read').length).toBeGreaterThan(0);

    expect(sessionStore.get()?.accessMap).toEqual({ 3: 'ADMIN', 7: 'READ' });
  });

  it('says so when there are none, with a link to create one', async () => {
    mockApi({ '/entities': [] });
    renderWithProviders(<EntityList />);
    expect(await screen.findByText('You have no entities')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create your first entity/ }).getAttribute('href')).toBe(
      '/entity/new',
    );
  });

  it('shows a failed load with a retry', async () => {
    mockApi({});
    renderWithProviders(<EntityList />);
    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
