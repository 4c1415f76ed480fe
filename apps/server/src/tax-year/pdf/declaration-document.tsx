/** @jsxRuntime automatic */
// The pragma keeps the automatic JSX runtime when tsx runs the server from the repository root.
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { euros, printedDay, writtenDay } from '../../receipts/format';
import { ArrendaFooter, LandlordSignature } from '../../receipts/pdf/document-parts';
import { styles } from '../../receipts/pdf/styles';
import { tableStyles as t } from './table-styles';

interface Totals {
  received: number;
  retained: number;
  gross: number;
}

/** What the tenant's yearly declaration prints (docs/domain.md "Tax year"), days as 'YYYY-MM-DD'. */
export interface DeclarationData {
  year: number;
  landlord: {
    name: string;
    fiscalNumber: string | null;
    address: string | null;
    postalCode: string | null;
    city: string | null;
  };
  tenant: { name: string; fiscalNumber: string | null };
  contracts: {
    address: string;
    article: string | null;
    fraction: string | null;
    atContractNumber: string | null;
    coTenants: string[];
    payments: (Totals & {
      paymentDay: string;
      periodDay: string;
      receiptNumber: string | null;
      atReceiptNumber: string | null;
    })[];
    totals: Totals;
  }[];
  totals: Totals;
  receivedInWords: string;
  printedOn: string;
  supportEmail: string;
}

const HEADS = ['Data', 'Renda de', 'Recibo', 'Recibo AT', 'Recebido', 'Retido', 'Renda'];

/** The period as the receipts name it, from its day: 'janeiro de 2026'. */
const periodText = (day: string) => writtenDay(day).replace(/^\d+ de /, '');

/** "Declaração de rendas recebidas": the year's payments of one tenant, signed by the landlord, in Portuguese. */
export function DeclarationDocument({ data }: { data: DeclarationData }) {
  const { landlord, tenant } = data;
  const tenantText = tenant.fiscalNumber ? `${tenant.name}, NIF ${tenant.fiscalNumber}` : tenant.name;
  const landlordText = landlord.fiscalNumber
    ? `${landlord.name}, NIF ${landlord.fiscalNumber}`
    : landlord.name;
  return (
    <Document title={`Declaração de rendas recebidas ${data.year}`} author="Arrenda" language="pt-PT">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>Declaração de rendas recebidas</Text>
          <Text style={styles.number}>{data.year}</Text>
        </View>

        <Text style={styles.statement}>
          {landlordText}
          {landlord.address
            ? `, com morada em ${[landlord.address, landlord.postalCode].filter(Boolean).join(', ')}`
            : ''}
          , na qualidade de senhorio, declara para os devidos efeitos, nomeadamente fiscais, que recebeu de{' '}
          {tenantText}, no ano de {data.year}, a título de rendas, o montante de {euros(data.totals.received)}{' '}
          ({data.receivedInWords})
          {data.totals.retained > 0
            ? `, tendo sido retido na fonte pelo arrendatário o imposto de ${euros(data.totals.retained)}, num total de rendas de ${euros(data.totals.gross)}`
            : ''}
          , conforme os pagamentos abaixo discriminados.
        </Text>

        {data.contracts.map((contract) => (
          <View key={`${contract.address}-${contract.atContractNumber ?? ''}`} style={t.table}>
            <Text style={t.subheading}>
              {[
                contract.address,
                contract.article && `artigo matricial ${contract.article}`,
                contract.fraction && `fração ${contract.fraction}`,
                contract.atContractNumber && `contrato AT n.º ${contract.atContractNumber}`,
              ]
                .filter(Boolean)
                .join(', ')}
            </Text>
            {contract.coTenants.length > 0 && (
              <Text style={t.note}>Contrato em conjunto com: {contract.coTenants.join(', ')}</Text>
            )}
            <View style={t.headRow}>
              {HEADS.map((head, index) => (
                <Text key={head} style={index === 1 ? t.wide : index < 4 ? t.cell : t.amount}>
                  {head}
                </Text>
              ))}
            </View>
            {contract.payments.map((payment) => (
              <View
                key={`${payment.paymentDay}-${payment.receiptNumber ?? ''}-${payment.received}`}
                style={t.row}
                wrap={false}
              >
                <Text style={t.cell}>{printedDay(payment.paymentDay)}</Text>
                <Text style={t.wide}>{periodText(payment.periodDay)}</Text>
                <Text style={t.cell}>{payment.receiptNumber ?? '—'}</Text>
                <Text style={t.cell}>{payment.atReceiptNumber ?? '—'}</Text>
                <Text style={t.amount}>{euros(payment.received)}</Text>
                <Text style={t.amount}>{euros(payment.retained)}</Text>
                <Text style={t.amount}>{euros(payment.gross)}</Text>
              </View>
            ))}
            <View style={t.totalRow}>
              <Text style={{ flex: 5 }}>Total</Text>
              <Text style={t.amount}>{euros(contract.totals.received)}</Text>
              <Text style={t.amount}>{euros(contract.totals.retained)}</Text>
              <Text style={t.amount}>{euros(contract.totals.gross)}</Text>
            </View>
          </View>
        ))}

        <Text style={{ ...styles.statement, marginTop: 16 }}>
          {landlord.city ? `${landlord.city}, ` : ''}
          {writtenDay(data.printedOn)}
        </Text>

        <LandlordSignature name={landlord.name} />

        <ArrendaFooter supportEmail={data.supportEmail} />
      </Page>
    </Document>
  );
}

export const renderDeclaration = (data: DeclarationData): Promise<Buffer> =>
  renderToBuffer(<DeclarationDocument data={data} />);
