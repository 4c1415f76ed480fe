/** @jsxRuntime automatic */
// The pragma keeps the automatic JSX runtime when tsx runs the server from the repository root.
import type { InvoiceBody } from '@arrenda/core';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { euros, printedDay } from '../format';
import { ArrendaFooter, LandlordSignature } from './document-parts';
import { styles } from './styles';

/** The validated invoice data with what the server computed and the footer's support address. */
export interface ReceiptData extends InvoiceBody {
  amountToPay: number;
  amountToPayText: string;
  supportEmail: string;
}

/** The fixed withholding-tax rate printed on receipts (docs/product.md#constants-and-limits). */
const RETENTION_RATE = '25,00 %';

/**
 * The late-payment indemnity of Civil Code art. 1041.º n.º 1: 20 % of what is owed since Lei n.º
 * 13/2019 (it was 50 % before); docs/domain.md "Receipts" records the departure.
 */
/**
 * Landlords taxed on rents must issue the Tax Authority's electronic rent receipt (Código do IRS,
 * art. 115.º; Portaria n.º 98-A/2015): this receipt does not stand in for it.
 */
const TAX_RECEIPT_NOTICE =
  'Este recibo não substitui o recibo de renda eletrónico emitido no Portal das Finanças ' +
  '(Autoridade Tributária e Aduaneira), quando a sua emissão for obrigatória (artigo 115.º do Código do IRS).';

const LATE_RENT_NOTICE =
  'Aviso: constituindo-se o arrendatário em mora no pagamento da renda, o senhorio tem o direito de ' +
  'exigir, além das rendas em atraso, uma indemnização igual a 20 % do que for devido ' +
  '(artigo 1041.º, n.º 1, do Código Civil).';

/** A label and its value; `party` for the narrower landlord and tenant boxes. */
function Field({ label, value, party = false }: { label: string; value: string; party?: boolean }) {
  return (
    <View style={styles.field}>
      <Text style={party ? [styles.label, styles.partyLabel] : styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

function AmountLine({ label, amount, total = false }: { label: string; amount: number; total?: boolean }) {
  return (
    <View style={total ? [styles.amountLine, styles.totalLine] : styles.amountLine}>
      <Text style={total ? styles.bold : undefined}>{label}</Text>
      <Text style={total ? styles.bold : undefined}>{euros(amount)}</Text>
    </View>
  );
}

/** A voided receipt: when and why, printed above its issued content. */
export interface VoidMark {
  /** 'YYYY-MM-DD'. */
  day: string;
  reason: string;
}

/** The rent receipt, in Portuguese (docs/product.md#constants-and-limits). */
export function ReceiptDocument({ data, voided }: { data: ReceiptData; voided?: VoidMark | undefined }) {
  const retained = data.retainedAmount ?? 0;
  const extra = data.extraAmount ?? 0;
  const extraLabel = data.extraDescription
    ? `Encargos e despesas (${data.extraDescription})`
    : 'Encargos e despesas';
  return (
    <Document title={`Recibo de renda ${data.receiptNumber}`} author="Arrenda" language="pt-PT">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>Recibo de renda</Text>
          <Text style={styles.number}>N.º {data.receiptNumber}</Text>
        </View>

        {voided && (
          <View style={styles.voided}>
            <Text style={styles.bold}>ANULADO em {printedDay(voided.day)}</Text>
            <Text>Motivo: {voided.reason}</Text>
          </View>
        )}

        <View style={styles.parties}>
          <View style={styles.party}>
            <Text style={styles.heading}>Senhorio</Text>
            <Field label="Nome" value={data.landlordName} party />
            <Field label="Morada" value={data.landlordAddress} party />
            <Field label="Código postal" value={data.landlordPostalCode} party />
            {data.landlordCity && <Field label="Localidade" value={data.landlordCity} party />}
            <Field label="Telefone" value={data.landlordPhoneNumber} party />
            <Field label="NIF" value={data.landlordTaxNumber} party />
          </View>
          <View style={styles.party}>
            <Text style={styles.heading}>Inquilino</Text>
            <Field label="Nome" value={data.tenantName} party />
            <Field label="NIF" value={data.tenantTaxNumber} party />
            <Field label="Morada" value={data.tenantAddress} party />
            <Field label="Código postal" value={data.tenantPostalCode} party />
          </View>
        </View>

        <View style={styles.section}>
          <Field label="Imóvel arrendado" value={data.propertyAddress} />
          {data.propertyArticle && <Field label="Artigo matricial" value={data.propertyArticle} />}
          {data.propertyFraction && <Field label="Fração" value={data.propertyFraction} />}
          <Field label="Período da renda" value={data.rentPeriod} />
          <Field label="Data do pagamento" value={printedDay(data.paymentDate)} />
          <Field label="Data de emissão" value={printedDay(data.emissionDate)} />
        </View>

        <View style={styles.section}>
          <AmountLine label="Valor da renda" amount={data.rentAmount} />
          {extra > 0 && <AmountLine label={extraLabel} amount={extra} />}
          {retained > 0 && <AmountLine label={`Retenção na fonte (${RETENTION_RATE})`} amount={retained} />}
          <AmountLine label="Valor recebido" amount={data.amountToPay} total />
        </View>

        <Text style={styles.statement}>
          Recebi de {data.tenantName} a quantia de {euros(data.amountToPay)} ({data.amountToPayText}),
          referente à renda{extra > 0 ? ' e aos encargos' : ''} de {data.rentPeriod} do imóvel sito em{' '}
          {data.propertyAddress}.
        </Text>

        <LandlordSignature />

        <Text style={styles.notice}>{LATE_RENT_NOTICE}</Text>
        <Text style={styles.taxNotice}>{TAX_RECEIPT_NOTICE}</Text>

        <ArrendaFooter supportEmail={data.supportEmail} />
      </Page>
    </Document>
  );
}

/** The receipt as PDF bytes. */
export const renderReceipt = (data: ReceiptData, voided?: VoidMark): Promise<Buffer> =>
  renderToBuffer(<ReceiptDocument data={data} voided={voided} />);
