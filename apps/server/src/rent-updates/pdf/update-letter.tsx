/** @jsxRuntime automatic */
// The pragma keeps the automatic JSX runtime when tsx runs the server from the repository root.
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { euros, printedDay, writtenDay } from '../../receipts/format';
import { ArrendaFooter, LandlordSignature } from '../../receipts/pdf/document-parts';
import { styles } from '../../receipts/pdf/styles';
import { letterStyles } from './letter-styles';

/** What the update letter prints (docs/domain.md "Rent updates"), days as 'YYYY-MM-DD'. */
export interface UpdateLetterData {
  landlordName: string;
  landlordTaxNumber: string | null;
  landlordAddress: string | null;
  landlordPostalCode: string | null;
  /** Every tenant of the contract, in the order they were registered. */
  tenants: { name: string; taxNumber: string | null }[];
  tenantAddress: string | null;
  tenantPostalCode: string | null;
  propertyAddress: string;
  propertyArticle: string | null;
  propertyFraction: string | null;
  contractStart: string;
  currentAmount: number;
  /** '1,0224'. */
  coefficient: string;
  coefficientYear: number;
  aviso: string;
  /** The coefficient's result, rounded up to the cent. */
  coefficientAmount: number;
  newAmount: number;
  newAmountText: string;
  /** The contract's own update clause allowed the amount (then `note` says which). */
  ownClause: boolean;
  note: string | null;
  effectiveDate: string;
  letterDate: string;
  place: string | null;
  supportEmail: string;
}

function Line({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) {
  return (
    <View style={styles.amountLine}>
      <Text style={bold ? styles.bold : undefined}>{label}</Text>
      <Text style={bold ? styles.bold : undefined}>{value}</Text>
    </View>
  );
}

/** The new rent's sentence: the coefficient's result, a lower amount, or the contract's own clause. */
function newRentSentence(data: UpdateLetterData): string {
  const amount = `${euros(data.newAmount)} (${data.newAmountText})`;
  if (data.ownClause)
    return `Nos termos da cláusula de atualização do contrato, a nova renda mensal é de ${amount}.`;
  if (data.newAmount < data.coefficientAmount) {
    return `A nova renda mensal é de ${amount}, inferior ao valor que resultaria da aplicação do coeficiente (${euros(data.coefficientAmount)}).`;
  }
  return `A nova renda mensal é de ${amount}.`;
}

/** The statutory rent update letter, in Portuguese (NRAU art. 24.º; Civil Code art. 1077.º). */
export function UpdateLetter({ data }: { data: UpdateLetterData }) {
  const tenantNames = data.tenants.map((tenant) => tenant.name).join(', ');
  const property = [
    data.propertyAddress,
    data.propertyArticle && `artigo matricial ${data.propertyArticle}`,
    data.propertyFraction && `fração ${data.propertyFraction}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Document title={`Atualização de renda - ${data.propertyAddress}`} author="Arrenda" language="pt-PT">
      <Page size="A4" style={styles.page}>
        <View style={letterStyles.sender}>
          <Text style={styles.bold}>{data.landlordName}</Text>
          {data.landlordAddress && <Text>{data.landlordAddress}</Text>}
          {data.landlordPostalCode && <Text>{data.landlordPostalCode}</Text>}
          {data.landlordTaxNumber && <Text>NIF {data.landlordTaxNumber}</Text>}
        </View>

        <View style={letterStyles.recipient}>
          {data.tenants.map((tenant) => (
            <Text key={`${tenant.name}-${tenant.taxNumber ?? ''}`}>
              {tenant.name}
              {tenant.taxNumber ? ` (NIF ${tenant.taxNumber})` : ''}
            </Text>
          ))}
          {data.tenantAddress && <Text>{data.tenantAddress}</Text>}
          {data.tenantPostalCode && <Text>{data.tenantPostalCode}</Text>}
        </View>

        <Text style={letterStyles.dateLine}>
          {data.place ? `${data.place}, ` : ''}
          {writtenDay(data.letterDate)}
        </Text>

        <Text style={letterStyles.subject}>Assunto: Atualização anual da renda</Text>

        <Text style={styles.statement}>
          Exmo.(a) Senhor(a) {tenantNames},{'\n\n'}
          Na qualidade de senhorio do imóvel sito em {property}, arrendado a V. Ex.ª por contrato com início
          em {printedDay(data.contractStart)}, comunico, nos termos do artigo 24.º da Lei n.º 6/2006, de 27 de
          fevereiro (NRAU), e do artigo 1077.º do Código Civil, a atualização anual da renda, aplicando o
          coeficiente de {data.coefficient} fixado para o ano de {data.coefficientYear} pelo {data.aviso},
          publicado no Diário da República.
        </Text>

        <View style={styles.section}>
          <Line label="Renda em vigor" value={euros(data.currentAmount)} />
          <Line label={`Coeficiente de atualização (${data.coefficientYear})`} value={data.coefficient} />
          <Line
            label={`Cálculo: ${euros(data.currentAmount)} × ${data.coefficient}, arredondado ao cêntimo superior`}
            value={euros(data.coefficientAmount)}
          />
          <Line label="Nova renda mensal" value={euros(data.newAmount)} bold />
          <Line label="Devida a partir de" value={writtenDay(data.effectiveDate)} bold />
        </View>

        <Text style={styles.statement}>
          {newRentSentence(data)} {data.note ? `${data.note} ` : ''}É devida a partir de{' '}
          {writtenDay(data.effectiveDate)}, mantendo-se inalteradas as demais cláusulas do contrato.
        </Text>

        <Text style={letterStyles.closing}>Com os melhores cumprimentos,</Text>

        <LandlordSignature name={data.landlordName} />

        <ArrendaFooter supportEmail={data.supportEmail} />
      </Page>
    </Document>
  );
}

/** The letter as PDF bytes. */
export const renderUpdateLetter = (data: UpdateLetterData): Promise<Buffer> =>
  renderToBuffer(<UpdateLetter data={data} />);
