import { expect, type Page } from '@playwright/test';
import { type Account, PASSWORD, test, toast, uniqueEmail } from './support/accounts';
import { apiSession } from './support/api';
import { linkFrom, waitForMail } from './support/mail';
import { openSelect } from './support/select';

const year = new Date().getFullYear();

/** The texts these flows read, in each language the app speaks. */
const LANGUAGES = [
  {
    locale: 'en-GB',
    newTenant: 'New tenant',
    create: 'Create',
    tenantCreated: 'Tenant successfully created!',
    currentView: 'Current and new tenants',
    noContract: 'No contract yet',
    login: 'Login',
    loginRequired: 'Login is required to access this page!',
    myRentals: 'My rentals',
    permissions: 'Permissions',
    accessType: 'Access Type',
    read: 'Read',
    addUser: 'Add user',
    sent: (email: string) => `Invitation sent to ${email}.`,
    pending: 'Pending invitations',
    pendingTag: 'Pending',
    invitationSubject: /invites you to/,
    createAndAccept: 'Create account and accept',
    accepted: (entity: string) => `Invitation accepted. You now have access to ${entity}.`,
  },
  {
    locale: 'pt-PT',
    newTenant: 'Novo inquilino',
    create: 'Criar',
    tenantCreated: 'Inquilino criado com sucesso!',
    currentView: 'Inquilinos atuais e novos',
    noContract: 'Sem contrato',
    login: 'Entrar',
    loginRequired: 'É necessário iniciar sessão para aceder a esta página!',
    myRentals: 'Os meus arrendamentos',
    permissions: 'Permissões',
    accessType: 'Tipo de acesso',
    read: 'Leitura',
    addUser: 'Adicionar utilizador',
    sent: (email: string) => `Convite enviado para ${email}.`,
    pending: 'Convites pendentes',
    pendingTag: 'Pendente',
    invitationSubject: /convida-o para/,
    createAndAccept: 'Criar conta e aceitar',
    accepted: (entity: string) => `Convite aceite. Já tem acesso a ${entity}.`,
  },
] as const;

type Texts = (typeof LANGUAGES)[number];

async function login(page: Page, texts: Texts, { email, password }: Account) {
  await page.getByLabel('Email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
}

for (const texts of LANGUAGES) {
  test.describe(`flows (${texts.locale})`, () => {
    test.use({ locale: texts.locale });

    test('a tenant just saved shows in the default view, as one with no contract yet', async ({
      page,
      request,
      sharedAccount,
    }) => {
      const api = await apiSession(request, sharedAccount);
      const { id: entityId } = await api.post<{ id: number }>('/entities', {
        name: 'Flows tenants',
        entityTypeId: 1,
        countryId: 1,
      });
      await page.goto(`/entities/${entityId}/tenants`);
      await login(page, texts, sharedAccount);
      await expect(page).toHaveURL(new RegExp(`/entities/${entityId}/tenants$`));
      await page.getByRole('link', { name: texts.newTenant }).click();
      await page.getByLabel(/^(Name|Nome)$/).fill('Rita Nova');
      await page.getByRole('button', { name: texts.create, exact: true }).click();
      await expect(toast(page, texts.tenantCreated)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/entities/${entityId}/tenants$`));
      await expect(page.getByRole('button', { name: texts.currentView })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const row = page.locator('tbody tr').filter({ hasText: 'Rita Nova' });
      await expect(row).toContainText(texts.noContract);
    });

    test('a portal-only account lands on My rentals after login', async ({
      page,
      request,
      sharedAccount,
    }) => {
      // A landlord lets a flat to a tenant who accepts the portal invitation (all through the API).
      const api = await apiSession(request, sharedAccount);
      const { id: entityId } = await api.post<{ id: number }>('/entities', {
        name: 'Flows landlord',
        entityTypeId: 1,
        countryId: 1,
      });
      const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
        baseInfo: { propertyTypeId: 3, name: 'T2 Graça' },
      });
      const tenantEmail = uniqueEmail('flows-tenant');
      const { id: tenantId } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
        name: 'Tiago Lopes',
        email: tenantEmail,
      });
      await api.post(`/entities/${entityId}/properties/${flat}/contracts`, {
        propertyId: flat,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: 600,
        startDate: `${year}-01-01`,
        endDate: `${year + 1}-12-31`,
        tenantsId: [tenantId],
      });
      await api.post(`/entities/${entityId}/tenants/${tenantId}/invitation`, { email: tenantEmail });
      const link = new URL(
        linkFrom(await waitForMail(tenantEmail, /tenant portal|portal do inquilino/), 'tenantInvitation'),
        'http://x',
      );
      const accepted = await request.put('/api/auth/tenantInvitation', {
        data: { userEmail: tenantEmail, token: link.searchParams.get('token'), password: PASSWORD },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);

      await page.goto('/login');
      await login(page, texts, { email: tenantEmail, password: PASSWORD });
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByRole('heading', { name: texts.myRentals, level: 1 })).toBeVisible();
    });

    test('a link opened while signed out lands on its page after login, never on another site', async ({
      page,
      browser,
      baseURL,
      request,
      sharedAccount,
    }) => {
      const api = await apiSession(request, sharedAccount);
      const { id: entityId } = await api.post<{ id: number }>('/entities', {
        name: 'Flows deep link',
        entityTypeId: 1,
        countryId: 1,
      });
      // As the payment-review mail's link: the entity's page, here on its permissions tab.
      await page.goto(`/entities/${entityId}?view=permissions`);
      await expect(toast(page, texts.loginRequired)).toBeVisible();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await login(page, texts, sharedAccount);
      await expect(page).toHaveURL(new RegExp(`/entities/${entityId}\\?view=permissions$`));
      await expect(page.getByRole('heading', { name: 'Flows deep link', level: 1 })).toBeVisible();

      // In a fresh browser, a return path to another site is ignored: the login lands in the app.
      const context = await browser.newContext({ baseURL, locale: texts.locale });
      const fresh = await context.newPage();
      await fresh.goto('/login?redirect=//evil.example/steal');
      await login(fresh, texts, sharedAccount);
      await expect(fresh).toHaveURL(`${baseURL}/entities`);
      await context.close();
    });

    test('an address without an account is invited, shown as pending, registers from the mail and sees the entity', async ({
      page,
      request,
      sharedAccount,
    }) => {
      const entityName = `Flows partilha ${texts.locale}`;
      const api = await apiSession(request, sharedAccount);
      const { id: entityId } = await api.post<{ id: number }>('/entities', {
        name: entityName,
        entityTypeId: 1,
        countryId: 1,
      });
      await page.goto(`/entities/${entityId}?view=permissions`);
      await login(page, texts, sharedAccount);
      await expect(page.getByRole('tab', { name: texts.permissions })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      const invitee = uniqueEmail('flows-invitee');
      await page.locator('#email').fill(invitee);
      const accessType = page.locator('.field').filter({ hasText: texts.accessType }).locator('.p-dropdown');
      await (await openSelect(page, accessType))
        .getByRole('option', { name: texts.read, exact: true })
        .click();
      await page.getByRole('button', { name: texts.addUser }).click();
      await expect(toast(page, texts.sent(invitee))).toBeVisible();
      const pending = page.getByRole('region', { name: texts.pending });
      await expect(pending.locator('li').filter({ hasText: invitee })).toContainText(texts.pendingTag);

      // The invitee opens the mailed link in this browser: the inviter is signed out on the way.
      const link = linkFrom(await waitForMail(invitee, texts.invitationSubject), 'memberInvitation');
      await page.goto(link);
      await expect(page.getByText(entityName).first()).toBeVisible();
      await page.locator('#password').fill(PASSWORD);
      await page.locator('#confirmPassword').fill(PASSWORD);
      await page.getByRole('button', { name: texts.createAndAccept }).click();
      await expect(toast(page, texts.accepted(entityName))).toBeVisible();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await login(page, texts, { email: invitee, password: PASSWORD });
      await expect(page).toHaveURL(new RegExp(`/entities/${entityId}$`));
      await expect(page.getByRole('heading', { name: entityName, level: 1 })).toBeVisible();
    });
  });
}
