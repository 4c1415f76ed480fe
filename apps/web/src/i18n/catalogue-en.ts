// The English catalogue, its own chunk: the app loads the language it speaks (catalogues.ts).
import { sharedEnglish } from '@arrenda/core';
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
import enTaxYear from './en/tax-year.json?raw';
import enTenants from './en/tenants.json?raw';
import { merge } from './merge-catalogue';

/** Every English text: the messages shared with the server, then the app's, by feature. */
export default merge(sharedEnglish, [
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
  enTaxYear,
]);
