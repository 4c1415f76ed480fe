// The Portuguese catalogue, its own chunk: the app loads the language it speaks (catalogues.ts).
import { sharedPortuguese } from '@arrenda/core';
import { merge } from './merge-catalogue';
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
import ptTaxYear from './pt/tax-year.json?raw';
import ptTenants from './pt/tenants.json?raw';

/** Every Portuguese text: the messages shared with the server, then the app's, by feature. */
export default merge(sharedPortuguese, [
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
  ptTaxYear,
]);
