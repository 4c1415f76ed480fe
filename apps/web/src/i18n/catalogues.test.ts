import { describe, expect, it } from 'vitest';
import enCommon from './en/common.json';
import enContractForm from './en/contract-form.json';
import enContracts from './en/contracts.json';
import enEntities from './en/entities.json';
import enExpenses from './en/expenses.json';
import enExports from './en/exports.json';
import enFiles from './en/files.json';
import enFinance from './en/finance.json';
import enLanding from './en/landing.json';
import enPortal from './en/portal.json';
import enProperties from './en/properties.json';
import enPropertyForm from './en/property-form.json';
import enReceipts from './en/receipts.json';
import enReminders from './en/reminders.json';
import enRents from './en/rents.json';
import enTaxYear from './en/tax-year.json';
import enTenants from './en/tenants.json';
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

/** Every text exists in both languages (the product is English and Portuguese). */
describe('translation catalogues', () => {
  it.each([
    ['common', enCommon, ptCommon],
    ['landing', enLanding, ptLanding],
    ['entities', enEntities, ptEntities],
    ['properties', enProperties, ptProperties],
    ['property-form', enPropertyForm, ptPropertyForm],
    ['tenants', enTenants, ptTenants],
    ['contracts', enContracts, ptContracts],
    ['contract-form', enContractForm, ptContractForm],
    ['rents', enRents, ptRents],
    ['receipts', enReceipts, ptReceipts],
    ['expenses', enExpenses, ptExpenses],
    ['files', enFiles, ptFiles],
    ['finance', enFinance, ptFinance],
    ['exports', enExports, ptExports],
    ['reminders', enReminders, ptReminders],
    ['portal', enPortal, ptPortal],
    ['tax-year', enTaxYear, ptTaxYear],
  ])('%s has the same keys in en and pt, none empty', (_name, en, pt) => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(pt)])
      expect(String(value).trim()).not.toBe('');
  });
});
