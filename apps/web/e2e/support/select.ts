import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a PrimeReact select's panel (Dropdown or MultiSelect) and returns the page's panels. A
 * select ignores clicks while its choices load (its spinner turns) and the page may still be
 * drawing it: it is clicked once shown and loaded, and again until it says it is open.
 */
export async function openSelect(page: Page, select: Locator): Promise<Locator> {
  // This select's own state: another select's panel may still be fading out.
  const open = select.locator('[aria-expanded="true"]').first();
  await expect(select).toBeVisible();
  await expect(async () => {
    await expect(select.locator('.p-icon-spin')).toHaveCount(0);
    if ((await open.count()) === 0) await select.click();
    await expect(open).toBeAttached({ timeout: 2_000 });
  }).toPass();
  return page.locator('.p-dropdown-panel, .p-multiselect-panel');
}
