import { renderReceipt } from './receipt-document';

/**
 * Renders a sample receipt once. The first rendering of a process reads and parses the embedded
 * font and loads the layout engine (about a second); doing it at start keeps that off the first
 * landlord's receipt preview (bench/receipts.ts).
 */
export async function warmUpReceipts(): Promise<void> {
  await renderReceipt({
    landlordName: 'Arrenda',
    landlordAddress: '-',
    landlordPostalCode: '-',
    landlordPhoneNumber: '-',
    landlordTaxNumber: '-',
    landlordCity: 'Lisboa',
    propertyAddress: '-',
    propertyArticle: '-',
    propertyFraction: '-',
    tenantTaxNumber: '-',
    tenantName: '-',
    tenantAddress: '-',
    tenantPostalCode: '-',
    receiptNumber: '0',
    paymentDate: '2026-01-01',
    emissionDate: '2026-01-01',
    rentPeriod: 'janeiro de 2026',
    rentAmount: 1,
    extraAmount: 1,
    extraDescription: '-',
    retainedAmount: 0.25,
    amountToPay: 1.75,
    amountToPayText: 'um euro e setenta e cinco cêntimos',
    supportEmail: '-',
  });
}
