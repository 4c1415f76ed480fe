import { sharedMessages } from '@arrenda/core';
import { describe, expect, it } from 'vitest';
import ptCommon from './pt/common.json';
import ptContractForm from './pt/contract-form.json';
import ptContracts from './pt/contracts.json';
import ptEntities from './pt/entities.json';
import ptExpenses from './pt/expenses.json';
import ptExports from './pt/exports.json';
import ptFiles from './pt/files.json';
import ptFinance from './pt/finance.json';
import ptLanding from './pt/landing.json';
import ptPortal from './pt/portal.json';
import ptProperties from './pt/properties.json';
import ptPropertyForm from './pt/property-form.json';
import ptReceipts from './pt/receipts.json';
import ptReminders from './pt/reminders.json';
import ptRents from './pt/rents.json';
import ptTaxYear from './pt/tax-year.json';
import ptTenants from './pt/tenants.json';

/**
 * Names that keep their capitals inside a sentence: the product, plans, countries, keys, a page, the
 * official gazette, calendar apps, the Tax Authority's forms.
 */
const NAMES = [
  'Arrenda',
  'Portugal',
  'Standard',
  'Business',
  'Executive',
  'Reino Unido',
  'Países Baixos',
  'Estados Unidos',
  'Cabo Verde',
  'Tab',
  'Enter',
  'Esc',
  'Idempotency-Key',
  'Os meus arrendamentos',
  'Diário da República',
  'Google Calendar',
  'Apple Calendar',
  'Outlook',
  'Modelo 44',
  'Anexo F',
];

/**
 * The words of a text that are capitalised mid-sentence ('Novo Contrato' gives ['Contrato']), once
 * names, quoted field names and placeholders are left out. A word after . ! ? or : starts a sentence.
 */
function titleCaseWords(text: string): string[] {
  let plain = text.replace(/\{\{[^}]*\}\}|"[^"]*"/g, ' ');
  for (const name of NAMES) plain = plain.replaceAll(name, ' ');
  return plain
    .split(/[.!?:]\s+/)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[("'«]+/, ''))
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word));
}

const catalogues = {
  core: sharedMessages.pt,
  common: ptCommon,
  'contract-form': ptContractForm,
  contracts: ptContracts,
  entities: ptEntities,
  expenses: ptExpenses,
  exports: ptExports,
  files: ptFiles,
  finance: ptFinance,
  landing: ptLanding,
  portal: ptPortal,
  properties: ptProperties,
  'property-form': ptPropertyForm,
  receipts: ptReceipts,
  reminders: ptReminders,
  rents: ptRents,
  'tax-year': ptTaxYear,
  tenants: ptTenants,
};

/** Portuguese of Portugal writes titles, labels and buttons in sentence case: 'Novo contrato'. */
describe('Portuguese texts in sentence case', () => {
  it('finds the capitals of Title Case and passes names and new sentences', () => {
    expect(titleCaseWords('Criar Recibo em PDF')).toEqual(['Recibo']);
    expect(titleCaseWords('Renda de Janeiro de 2026')).toEqual(['Janeiro']);
    expect(titleCaseWords('Registo efetuado! Verifique o email do Arrenda')).toEqual([]);
    expect(titleCaseWords('Tudo o que o Standard inclui: {{Count}} NIF')).toEqual([]);
    expect(titleCaseWords('A data "De" não pode ser posterior à data "Até"')).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no Title Case', (_name, catalogue) => {
    const titleCase = Object.entries(catalogue).filter(([, text]) => titleCaseWords(String(text)).length > 0);
    expect(titleCase).toEqual([]);
  });
});
