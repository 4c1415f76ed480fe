// The translation catalogues as JSON text, parsed once as the app starts: a browser reads JSON
// several times faster than the same 100 KB written as object literals in the code, and Vite's
// build writes an imported .json file as object literals.
import { sharedMessages } from '@arrenda/core';
import enCommon from './en/common.json?raw';
import enContractForm from './en/contract-form.json?raw';
import enContracts from './en/contracts.json?raw';
import enEntities from './en/entities.json?raw';
import enExpenses from './en/expenses.json?raw';
import enExports from './en/exports.json?raw';
import enFiles from './en/files.json?raw';
import enFinance from './en/finance.json?raw';
import enLanding from './en/landing.json?raw';
import enPortal from './en/portal.json?raw';
import enProperties from './en/properties.json?raw';
import enPropertyForm from './en/property-form.json?raw';
import enReceipts from './en/receipts.json?raw';
import enReminders from './en/reminders.json?raw';
import enRents from './en/rents.json?raw';
import enTenants from './en/tenants.json?raw';
import ptCommon from './pt/common.json?raw';
import ptContractForm from './pt/contract-form.json?raw';
import ptContracts from './pt/contracts.json?raw';
import ptEntities from './pt/entities.json?raw';
import ptExpenses from './pt/expenses.json?raw';
import ptExports from './pt/exports.json?raw';
import ptFiles from './pt/files.json?raw';
import ptFinance from './pt/finance.json?raw';
import ptLanding from './pt/landing.json?raw';
import ptPortal from './pt/portal.json?raw';
import ptProperties from './pt/properties.json?raw';
import ptPropertyForm from './pt/property-form.json?raw';
import ptReceipts from './pt/receipts.json?raw';
import ptReminders from './pt/reminders.json?raw';
import ptRents from './pt/rents.json?raw';
import ptTenants from './pt/tenants.json?raw';

type Catalogue = Record<string, string>;

const merge = (shared: Catalogue, texts: string[]): Catalogue =>
  Object.assign({ ...shared }, ...texts.map((text) => JSON.parse(text) as Catalogue));

/** Every text of each language: the messages shared with the server, then the app's, by feature. */
export const catalogues = {
  en: merge(sharedMessages.en, [
    enCommon,
    enLanding,
    enEntities,
    enProperties,
    enPropertyForm,
    enTenants,
    enContracts,
    enContractForm,
    enRents,
    enReceipts,
    enExpenses,
    enFiles,
    enFinance,
    enExports,
    enReminders,
    enPortal,
  ]),
  pt: merge(sharedMessages.pt, [
    ptCommon,
    ptLanding,
    ptEntities,
    ptProperties,
    ptPropertyForm,
    ptTenants,
    ptContracts,
    ptContractForm,
    ptRents,
    ptReceipts,
    ptExpenses,
    ptFiles,
    ptFinance,
    ptExports,
    ptReminders,
    ptPortal,
  ]),
};
