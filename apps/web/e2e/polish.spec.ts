import { expect, type Locator, type Page } from '@playwright/test';
import { loginThroughUi, test } from './support/accounts';
import { type ApiSession, apiSession, createEntity } from './support/api';
import { chooseLanguage } from './support/nav';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const thisMonth = new Date().toISOString().slice(0, 7);
const lastMonth = new Date(Date.now() - 31 * DAY_MS).toISOString().slice(0, 7);

interface Portfolio {
  entityId: number;
  propertyId: number;
  tenantId: number;
  contractPage: string;
  rentPage: string;
  paymentId: number;
}

/**
 * An entity with a property, a tenant, a contract since last month, last month's rent paid in full
 * (a green tag), this month's rent overdue and partly paid (orange and red), and an expense.
 */
async function seedPortfolio(api: ApiSession): Promise<Portfolio> {
  const entityId = await createEntity(api, 'Rendas da Sé');
  const base = `/entities/${entityId}`;
  const { id: propertyId } = await api.post<{ id: number }>(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T2 Sé' },
  });
  const { id: tenantId } = await api.post<{ id: number }>(`${base}/tenants`, { name: 'Rita Lopes' });
  const contracts = `${base}/properties/${propertyId}/contracts`;
  const { id: contractId } = await api.post<{ id: number }>(contracts, {
    propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 700,
    startDate: `${lastMonth}-01`,
    endDate: day(300),
    tenantsId: [tenantId],
  });
  const rents = `${contracts}/${contractId}/rents`;
  const { id: paidRent } = await api.post<{ id: number }>(rents, {
    currencyId: 1,
    paymentPeriodDate: `${lastMonth}-15`,
    paymentDueDate: `${lastMonth}-08`,
    amount: 700,
  });
  await api.post(`${rents}/${paidRent}/payments`, {
    currencyId: 1,
    paymentDate: `${lastMonth}-08`,
    amount: 700,
  });
  const { id: owedRent } = await api.post<{ id: number }>(rents, {
    currencyId: 1,
    paymentPeriodDate: `${thisMonth}-15`,
    paymentDueDate: day(-1),
    amount: 700,
  });
  const { id: paymentId } = await api.post<{ id: number }>(`${rents}/${owedRent}/payments`, {
    currencyId: 1,
    paymentDate: day(-1),
    amount: 300,
  });
  await api.post(`${base}/expenses`, {
    propertyId: null,
    currencyId: 1,
    date: day(0),
    name: 'Seguro',
    amount: 80,
  });
  return {
    entityId,
    propertyId,
    tenantId,
    contractPage: `${contracts}/${contractId}`,
    rentPage: `${rents}/${owedRent}`,
    paymentId,
  };
}

/**
 * The WCAG 2.1 contrast ratio of an element's text on its background: the first opaque background
 * found going up from the element.
 */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R = 0, G = 0, B = 0] = [r, g, b].map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let background: number[] = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r, g, b, alpha = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (alpha >= 1) {
        background = [r ?? 255, g ?? 255, b ?? 255];
        break;
      }
    }
    const text = luminance(rgb(getComputedStyle(element).color));
    const back = luminance(background);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}

/** Every element of `locator` has text at 4.5:1 or more on its background (WCAG AA). */
async function expectReadable(locator: Locator) {
  const count = await locator.count();
  expect(count).toBeGreaterThan(0);
  for (let n = 0; n < count; n++) {
    const element = locator.nth(n);
    const ratio = await contrastOf(element);
    expect(ratio, `contrast of "${await element.textContent()}"`).toBeGreaterThanOrEqual(4.5);
  }
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(sizes.scroll, `width of ${path} at ${sizes.window} px`).toBeLessThanOrEqual(sizes.window);
}

test.describe('accessibility and layout', () => {
  test('the main menu shows where the keyboard is and moves with the arrow keys, in both languages', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const entityId = await createEntity(api, 'Menu');
    await loginThroughUi(page, sharedAccount);
    await page.goto(`/entities/${entityId}`);
    const focused = page.locator('.p-menubar .p-menuitem.p-focus > .p-menuitem-content');

    for (const [language, overview, properties] of [
      ['English', 'Overview', 'Properties'],
      ['Português', 'Resumo', 'Imóveis'],
    ] as const) {
      await chooseLanguage(page, language);
      await page.locator('.brand').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('menubar')).toBeFocused();
      await expect(focused).toHaveText(overview);
      await expect(focused).toHaveCSS('outline-style', 'solid');
      await expect(focused).toHaveCSS('outline-width', '2px');
      await page.keyboard.press('ArrowRight');
      await expect(focused).toHaveText(properties);
      await expect(focused).toHaveCSS('outline-style', 'solid');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/entities/${entityId}/properties`);
    await chooseLanguage(page, 'English');
  });

  test('tags and the sorted column header reach the AA contrast', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const { entityId, contractPage } = await seedPortfolio(api);
    await loginThroughUi(page, sharedAccount);

    await page.goto(`/entities/${entityId}`);
    const contracts = page.getByRole('region', { name: 'Contracts and actions required' });
    await expect(contracts.locator('.p-tag').first()).toBeVisible();
    await expectReadable(contracts.locator('.p-tag'));

    await page.goto(contractPage);
    await expect(page.locator('.rent-card .p-tag-success')).toBeVisible();
    await expect(page.locator('.rent-card .p-tag-warning')).toBeVisible();
    await expectReadable(page.locator('.rent-card .p-tag'));

    await page.goto(`/entities/${entityId}?view=expenses`);
    const sorted = page.locator('th.p-sortable-column.p-highlight');
    await expect(sorted).toBeVisible();
    await expectReadable(sorted.locator('.p-column-title'));
  });

  test('no main page scrolls sideways on a phone in either language, nor the period summary at 1366 px', async ({
    page,
    request,
    sharedAccount,
  }) => {
    // A dozen pages, each loaded in full, twice.
    test.setTimeout(150_000);
    const api = await apiSession(request, sharedAccount);
    const { entityId, propertyId, tenantId, contractPage, rentPage } = await seedPortfolio(api);
    await loginThroughUi(page, sharedAccount);
    const entity = `/entities/${entityId}`;
    const pages = [
      '/entities',
      entity,
      `${entity}?view=expenses`,
      `${entity}/properties`,
      `${entity}/properties/${propertyId}`,
      `${entity}/contracts`,
      contractPage,
      `${rentPage}/pay`,
      `${entity}/tenants`,
      `${entity}/tenants/${tenantId}`,
      `${entity}/tenant/new`,
      '/profile',
    ];
    // The narrowest phone of the ones in use: what fits in 360 px fits in 375 and 390.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const language of ['English', 'Português'] as const) {
      await chooseLanguage(page, language);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, `${path} (${language})`);
      }
    }
    await chooseLanguage(page, 'English');

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${entity}?from=${lastMonth}&to=${thisMonth}`);
    const summary = page.getByRole('region', { name: /^Period summary/ });
    await expect(summary.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    const table = summary.locator('.p-datatable-wrapper').first();
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'the period summary scrolls sideways at 1366 px').toBeLessThanOrEqual(0);
  });

  test("the main menu keeps to one row wherever it shows, and a list page's title leaves its button room on a phone", async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const entityId = await createEntity(api, 'Rendas da Sé');
    await loginThroughUi(page, sharedAccount);
    for (const language of ['English', 'Português'] as const) {
      await chooseLanguage(page, language);
      // From the narrowest width that shows the menu (above 960 px, PrimeReact's phone menu) up.
      for (const width of [961, 1024, 1180, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/entities/${entityId}`);
        const menu = page.locator('.nav-bar .p-menubar-root-list');
        await expect(menu.getByRole('menuitem').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const rows = await menu.evaluate((list) => {
          const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
          return new Set(tops).size;
        });
        expect(rows, `the main menu's rows at ${width} px (${language})`).toBe(1);
      }
      // The create button beside the title, not under it: the page does not jump down when the
      // caller's rights arrive and the button with them.
      await page.setViewportSize({ width: 360, height: 780 });
      for (const list of ['properties', 'contracts', 'tenants']) {
        await page.goto(`/entities/${entityId}/${list}`);
        const header = page.locator('main .page-header');
        const button = header.locator('a.p-button');
        await expect(button).toBeVisible();
        const [title, link] = await Promise.all([header.locator('h1').boundingBox(), button.boundingBox()]);
        expect(link?.y ?? 0, `${list}: the button beside the title (${language})`).toBeLessThan(
          (title?.y ?? 0) + (title?.height ?? 0),
        );
      }
    }
    await chooseLanguage(page, 'English');
  });

  test('Portuguese months and titles in sentence case, and paid amounts never red', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const { entityId, contractPage, rentPage, paymentId } = await seedPortfolio(api);
    await loginThroughUi(page, sharedAccount);
    const summary = page.getByRole('region', { name: /^Period summary/ });

    // Red is for what is owed: the debt, not the part of the rents that was paid.
    await page.goto(`/entities/${entityId}?from=${lastMonth}&to=${thisMonth}`);
    const table = summary.getByRole('table').first();
    await expect(table).toBeVisible({ timeout: 30_000 });
    const body = table.locator('tbody');
    const colour = (text: string) =>
      body.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).color);
    const debt = await colour('€400.00');
    // A dark red (docs/accessibility.md): 4.5:1 on white.
    expect(debt, 'the debt is red').toMatch(/^rgb\((1[5-9]\d|2\d\d), \d\d?, \d\d?\)$/);
    expect(await colour('€1,000.00'), 'the paid amount is not the debt red').not.toBe(debt);

    await chooseLanguage(page, 'Português');
    // The month pickers' buttons are named in Portuguese too.
    const pickers = page.getByRole('group', { name: 'Período' });
    await expect(pickers.getByRole('button', { name: 'Escolher data' })).toHaveCount(2);
    const month = (period: string) =>
      new Intl.DateTimeFormat('pt-PT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${period}-15T12:00:00Z`),
      );
    // The text as shown: innerText applies the CSS text-transform that textContent ignores.
    const shown = (locator: Locator) =>
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered case is what is tested
      locator.evaluate((element: HTMLElement) => element.innerText.trim());

    // A rent is headed 'Outubro de 2026' (the month in lower case after its first letter).
    await page.goto(contractPage);
    const heading = page.locator('.rent-card .rent-toggle').last();
    await expect(heading).toBeVisible();
    const last = month(lastMonth);
    expect(await shown(heading)).toBe(last.charAt(0).toUpperCase() + last.slice(1));

    // Within a sentence the month keeps its lower case: 'Renda de novembro de 2026'.
    await page.goto(`${rentPage}/pay`);
    await expect(page.getByRole('heading', { name: 'Novo pagamento' })).toBeVisible();
    expect(await shown(page.locator('.rent-summary > span').first())).toBe(`Renda de ${month(thisMonth)}`);

    await page.goto(`${rentPage}/payments/${paymentId}/pdf/create`);
    await expect(page.getByRole('heading', { name: 'Criar recibo em PDF', exact: true })).toBeVisible();
    await chooseLanguage(page, 'English');
  });

  test('each page names itself in the window title, in both languages', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const { entityId, contractPage } = await seedPortfolio(api);
    await loginThroughUi(page, sharedAccount);
    const entity = `/entities/${entityId}`;
    const titles: [string, string, string][] = [
      ['/entities', 'My entities', 'As minhas entidades'],
      [entity, 'Overview', 'Resumo'],
      [`${entity}/properties`, 'Properties', 'Imóveis'],
      [contractPage, 'Contract', 'Contrato'],
      [`${entity}/tenant/new`, 'New Tenant', 'Novo inquilino'],
      ['/profile', 'Profile', 'Perfil'],
    ];
    for (const [language, index] of [
      ['English', 1],
      ['Português', 2],
    ] as const) {
      await chooseLanguage(page, language);
      for (const row of titles) {
        await page.goto(row[0]);
        await expect(page).toHaveTitle(`${row[index]} · Arrenda`);
      }
    }
    await chooseLanguage(page, 'English');
  });

  test('the overview shows its figures and contracts while the entity and the period summary still load', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const { entityId } = await seedPortfolio(api);
    await loginThroughUi(page, sharedAccount);
    // The entity's own call and the period summary's are held until the figures have shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = [`/api/entities/${entityId}`, `/api/entities/${entityId}/financeSummary`];
    await page.route(
      (url) => holding.includes(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.goto(`/entities/${entityId}`);
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText('€400.00')).toBeVisible();
    const contracts = page.getByRole('region', { name: 'Contracts and actions required' });
    await expect(contracts.getByText('T2 Sé')).toBeVisible();
    const summary = page.getByRole('region', { name: /^Period summary/ });
    await expect(summary.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Rendas da Sé' })).toHaveCount(0);

    release();
    await expect(summary.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Rendas da Sé' })).toBeVisible();
  });
});
