import type { EntityView } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EntityOverviewRoute from '@/app/routes/entities/overview';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { fileOf, sentRequest, stubXhr } from '@/testing/fake-xhr';
import { overviewAnswers } from '@/testing/fixtures/finance-fixtures';
import { mockApi, renderWithProviders, startSession } from '@/testing/render';

const DEED = { id: 1, name: 'deed.pdf', createdAt: '2024-05-01T10:00:00.000Z' };
const LEASE = { id: 2, name: 'lease.pdf', createdAt: '2025-06-01T12:00:00.000Z' };

const entity = (files: EntityView['files']): EntityView => ({
  id: 1,
  version: 1,
  name: 'Casa Lisboa',
  entityType: { id: 1, name: 'Personal' },
  country: { id: 1, name: 'Portugal' },
  legalName: null,
  financeNumber: null,
  description: null,
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  mailReceipts: false,
  atReceiptsExempt: false,
  countProperties: 0,
  accessType: 'ADMIN',
  files,
});

const renderOverview = (path = '/entities/1') =>
  renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId" element={<EntityOverviewRoute />} />
    </Routes>,
    path,
  );

const actions = () => within(screen.getByRole('navigation', { name: 'Entity actions' }));

describe('Entity overview files', () => {
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

  it('lists the entity’s files in the Files view, with the upload', async () => {
    mockApi({ '/entities/1': entity([DEED]) });
    renderOverview('/entities/1?view=files');
    const files = within(await screen.findByRole('region', { name: 'Files' }));
    expect(files.getByRole('button', { name: 'deed.pdf' })).toBeTruthy();
    expect(files.getByRole('button', { name: 'Upload file' })).toBeTruthy();
  });

  it('uploads from the header’s Upload file, showing the Files view and then the new file', async () => {
    // The Finances view, shown first, reads the first page of the contracts and the totals.
    mockApi({ '/entities/1': entity([DEED]), ...overviewAnswers([]) });
    const sent = stubXhr();
    renderOverview();
    await screen.findByRole('heading', { level: 1, name: 'Casa Lisboa' });
    expect(screen.getByRole('tab', { name: 'Finances' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No current contracts, debt or actions required')).toBeTruthy();

    const input = actions().getByLabelText('Upload file', { selector: 'input' });
    fireEvent.change(input, { target: { files: [fileOf('lease.pdf')] } });
    expect((await screen.findByRole('tab', { name: 'Files' })).getAttribute('aria-selected')).toBe('true');
    const request = await sentRequest(sent);
    expect(request.url).toBe('/api/entities/1/files');

    // The entity is read again after the upload, now with the new file.
    mockApi({ '/entities/1': entity([DEED, LEASE]), ...overviewAnswers([]) });
    await request.respond(201, LEASE);
    expect(await screen.findByText('File uploaded successfully')).toBeTruthy();
    const files = within(screen.getByRole('region', { name: 'Files' }));
    await waitFor(() =>
      expect(files.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('lease.pdf'),
        expect.stringContaining('deed.pdf'),
      ]),
    );
  });

  it('offers no upload to a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ '/entities/1': { ...entity([DEED]), accessType: 'READ' } });
    renderOverview('/entities/1?view=files');
    const files = within(await screen.findByRole('region', { name: 'Files' }));
    expect(files.getByRole('button', { name: 'deed.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
  });
});
