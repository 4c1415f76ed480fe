import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Account, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';

const year = new Date().getFullYear();

/** The texts of both languages the tests go through. */
const TEXTS = {
  en: {
    amount: 'Amount',
    addPayment: 'Add payment',
    paymentCreated: 'Payment successfully created',
    name: 'Name',
    create: 'Create',
    tenantCreated: 'Tenant successfully created!',
  },
  pt: {
    amount: 'Valor',
    addPayment: 'Adicionar pagamento',
    paymentCreated: 'Pagamento criado com sucesso',
    name: 'Nome',
    create: 'Criar',
    tenantCreated: 'Inquilino criado com sucesso!',
  },
} as const;

/** GETs of the API as `account`, to count the rows the clicks made. */
async function apiReader(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/auth/login', { data: account });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(path: string) => {
    const response = await request.get(`/api${path}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
}

/** Logs in, then shows the app in `language` (the choice the language selector saves). */
async function loginIn(page: Page, account: Account, language: 'en' | 'pt') {
  await loginThroughUi(page, account);
  await page.evaluate((chosen) => localStorage.setItem('arrenda.language', chosen), language);
}

/**
 * Holds each POST to `pattern` for a moment, as a slow network does, and counts them: the second
 * click of a double click then comes while the first submission's call is still on its way.
 */
async function slowPosts(page: Page, pattern: RegExp) {
  const posts: string[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().headers()['idempotency-key'] ?? '');
    await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fallback();
  });
  return posts;
}

for (const language of ['en', 'pt'] as const) {
  const text = TEXTS[language];

  test.describe(`a double click on a create button (${language})`, () => {
    test(`"${text.addPayment}" records one payment`, async ({ page, request, sharedAccount }) => {
      const api = await apiSession(request, sharedAccount);
      const entityId = await createEntity(api, `Double payment ${language}`);
      const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
        baseInfo: { propertyTypeId: 3, name: `T1 ${language}` },
      });
      const { id: tenant } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
        name: 'Rui Costa',
      });
      const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
      const { id: contractId } = await api.post<{ id: number }>(contracts, {
        propertyId: flat,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: 600,
        startDate: `${year}-01-01`,
        endDate: `${year + 1}-12-31`,
        tenantsId: [tenant],
      });
      const rents = `${contracts}/${contractId}/rents`;
      const { id: rentId } = await api.post<{ id: number }>(rents, {
        currencyId: 1,
        paymentPeriodDate: `${year}-01-15`,
        paymentDueDate: `${year}-01-31`,
        amount: 600,
      });
      await loginIn(page, sharedAccount, language);
      const posts = await slowPosts(page, /\/api\/.*\/payments$/);

      await page.goto(`${rents}/${rentId}/pay`);
      // Less than half of the rent: a second payment would not be refused as an over-payment.
      const amount = page.getByLabel(text.amount, { exact: true });
      await amount.selectText();
      await amount.pressSequentially('100');
      await amount.blur();
      await page.getByRole('button', { name: text.addPayment }).dblclick();
      await expect(toast(page, text.paymentCreated)).toBeVisible();

      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);
      const read = await apiReader(request, sharedAccount);
      const rent = await read<{ payments: unknown[] }>(`${rents}/${rentId}`);
      expect(rent.payments).toHaveLength(1);
    });

    test(`"${text.create}" on New Tenant creates one tenant`, async ({ page, request, sharedAccount }) => {
      const api = await apiSession(request, sharedAccount);
      const entityId = await createEntity(api, `Double tenant ${language}`);
      await loginIn(page, sharedAccount, language);
      const posts = await slowPosts(page, /\/api\/entities\/\d+\/tenants$/);

      await page.goto(`/entities/${entityId}/tenant/new`);
      await page.getByLabel(text.name, { exact: true }).fill('Joana Pires');
      await page.getByRole('button', { name: text.create, exact: true }).dblclick();
      await expect(toast(page, text.tenantCreated)).toBeVisible();

      expect(posts).toHaveLength(1);
      const read = await apiReader(request, sharedAccount);
      const tenants = await read<{ name: string }[]>(`/entities/${entityId}/tenants`);
      expect(tenants.map((tenant) => tenant.name)).toEqual(['Joana Pires']);
    });
  });
}
