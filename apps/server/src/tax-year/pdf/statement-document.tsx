/** @jsxRuntime automatic */
// The pragma keeps the automatic JSX runtime when tsx runs the server from the repository root.
import {
  type AnexoFLine,
  EXPENSE_TAX_CATEGORIES,
  expenseTaxCategoryName,
  type TaxAmounts,
  type TaxStatement,
  type TaxStatementProperty,
} from '@arrenda/core';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { propertyName } from '../../lov/property-names';
import { euros, MONTHS, printedDay } from '../../receipts/format';
import { ArrendaFooter } from '../../receipts/pdf/document-parts';
import { styles } from '../../receipts/pdf/styles';
import { tableStyles as t } from './table-styles';

/** What the statement's PDF prints besides the statement: the day it was made and the support address. */
export interface StatementPrint {
  statement: TaxStatement;
  /** 'YYYY-MM-DD' in Portugal. */
  printedOn: string;
  supportEmail: string;
}

const AMOUNT_HEADS = ['Recebido', 'Retido', 'Renda', 'Tributável', 'Encargos'];
const amountCells = (amounts: TaxAmounts) =>
  [amounts.received, amounts.retained, amounts.gross, amounts.taxable, amounts.extra].map(euros);

function AmountsRow({
  label,
  amounts,
  total = false,
}: {
  label: string;
  amounts: TaxAmounts;
  total?: boolean;
}) {
  return (
    <View style={total ? t.totalRow : t.row} wrap={false}>
      <Text style={t.wide}>{label}</Text>
      {amountCells(amounts).map((cell, index) => (
        <Text key={AMOUNT_HEADS[index]} style={t.amount}>
          {cell}
        </Text>
      ))}
    </View>
  );
}

function AmountsHead({ first }: { first: string }) {
  return (
    <View style={t.headRow}>
      <Text style={t.wide}>{first}</Text>
      {AMOUNT_HEADS.map((head) => (
        <Text key={head} style={t.amount}>
          {head}
        </Text>
      ))}
    </View>
  );
}

const identity = (property: TaxStatementProperty) =>
  [
    property.locationCode && `freguesia ${property.locationCode}`,
    property.locationType && `tipo ${property.locationType}`,
    property.article && `artigo ${property.article}`,
    property.fraction && `fração ${property.fraction}`,
  ]
    .filter(Boolean)
    .join(', ') || 'identificação matricial por indicar';

function PropertySection({ property, year }: { property: TaxStatementProperty; year: number }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>
        {propertyName('pt', property.name, property.propertyType.name)}
        {property.address ? ` · ${property.address}` : ''}
      </Text>
      <Text style={t.note}>
        {identity(property)} · {property.currency}
      </Text>
      {property.contracts.map((contract) => (
        <View key={contract.contractId} style={t.table}>
          <Text style={t.subheading}>
            {contract.tenants
              .map((tenant) =>
                tenant.fiscalNumber ? `${tenant.name} (NIF ${tenant.fiscalNumber})` : tenant.name,
              )
              .join(', ')}
            {contract.atContractNumber ? ` · contrato AT n.º ${contract.atContractNumber}` : ''}
          </Text>
          <AmountsHead first="Mês" />
          {contract.months.map((amounts, index) =>
            amounts.gross === 0 ? null : (
              <AmountsRow key={MONTHS[index]} label={`${MONTHS[index]} de ${year}`} amounts={amounts} />
            ),
          )}
          <AmountsRow label="Total do contrato" amounts={contract.totals} total />
        </View>
      ))}
      {property.expenses.length > 0 && (
        <View style={t.table}>
          <Text style={t.subheading}>Despesas incluídas na rentabilidade</Text>
          {property.expenses.map((expense) => (
            <View key={expense.category ?? 'none'} style={t.row}>
              <Text style={t.wide}>{expenseTaxCategoryName('pt', expense.category)}</Text>
              <Text style={t.amount}>{euros(expense.amount)}</Text>
            </View>
          ))}
          <View style={t.totalRow}>
            <Text style={t.wide}>Total das despesas</Text>
            <Text style={t.amount}>{euros(property.expenseTotal)}</Text>
          </View>
        </View>
      )}
    </View>
  );
}

/** Quadro 4.1 of Anexo F as the statement fills it: one line per property and tenant. */
function AnexoF({ lines, first }: { lines: readonly AnexoFLine[]; first: boolean }) {
  return (
    <View style={styles.section}>
      {first && (
        <Text style={styles.heading}>
          Anexo F — quadro 4.1 (rendimentos obtidos e gastos suportados e pagos)
        </Text>
      )}
      <View style={t.headRow}>
        <Text style={t.cell}>Linha</Text>
        <Text style={t.cell}>Freguesia</Text>
        <Text style={t.cell}>Tipo</Text>
        <Text style={t.cell}>Artigo</Text>
        <Text style={t.cell}>Fração</Text>
        <Text style={t.amount}>Rendas</Text>
        <Text style={t.amount}>Retenções</Text>
        <Text style={t.wide}>NIF do arrendatário</Text>
      </View>
      {lines.map((line) => (
        <View key={line.line} wrap={false}>
          <View style={t.row}>
            <Text style={t.cell}>{line.line}</Text>
            <Text style={t.cell}>{line.locationCode ?? ''}</Text>
            <Text style={t.cell}>{line.locationType ?? ''}</Text>
            <Text style={t.cell}>{line.article ?? ''}</Text>
            <Text style={t.cell}>{line.fraction ?? ''}</Text>
            <Text style={t.amount}>{euros(line.rents)}</Text>
            <Text style={t.amount}>{euros(line.retained)}</Text>
            <Text style={t.wide}>{line.tenantFiscalNumber ?? ''}</Text>
          </View>
          {EXPENSE_TAX_CATEGORIES.some((category) => line.expenses[category] > 0) && (
            <Text style={t.note}>
              Gastos:{' '}
              {EXPENSE_TAX_CATEGORIES.filter((category) => line.expenses[category] > 0)
                .map(
                  (category) => `${expenseTaxCategoryName('pt', category)} ${euros(line.expenses[category])}`,
                )
                .join('; ')}
            </Text>
          )}
        </View>
      ))}
    </View>
  );
}

/**
 * Properties per page element: react-pdf lays a page element's content out again for each page it
 * breaks into, so one element holding the whole portfolio would cost the square of its length.
 */
const PROPERTIES_PER_PAGE = 3;
/** Anexo F lines per page element, for the same reason. */
const LINES_PER_PAGE = 30;

const chunks = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * The entity's annual statement of rents and expenses, in Portuguese (docs/domain.md "Tax year"):
 * the landlord and the year's totals, then the properties a few per page, then Anexo F's lines.
 */
export function StatementDocument({ print }: { print: StatementPrint }) {
  const { statement, supportEmail } = print;
  return (
    <Document title={`Mapa anual de rendas ${statement.year}`} author="Arrenda" language="pt-PT">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>Mapa anual de rendas</Text>
          <Text style={styles.number}>{statement.year}</Text>
        </View>
        <View style={styles.section}>
          <Text style={styles.bold}>{statement.landlord.name}</Text>
          {statement.landlord.fiscalNumber && <Text>NIF {statement.landlord.fiscalNumber}</Text>}
          <Text style={t.note}>
            Rendas recebidas por data de pagamento, de 1 de janeiro a 31 de dezembro de {statement.year},
            emitido em {printedDay(print.printedOn)}.
          </Text>
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.heading}>Totais do ano</Text>
          <AmountsHead first="Moeda" />
          {statement.totals.map((total) => (
            <AmountsRow key={total.currency} label={total.currency} amounts={total} total />
          ))}
          {statement.totals.map((total) => (
            <View key={`${total.currency}-expenses`} style={t.row}>
              <Text style={t.wide}>Despesas incluídas na rentabilidade ({total.currency})</Text>
              <Text style={t.amount}>{euros(total.expenses)}</Text>
            </View>
          ))}
        </View>
        <ArrendaFooter supportEmail={supportEmail} />
      </Page>
      {chunks(statement.properties, PROPERTIES_PER_PAGE).map((properties) => (
        <Page key={`${properties[0]?.propertyId}-${properties[0]?.currency}`} size="A4" style={styles.page}>
          {properties.map((property) => (
            <PropertySection
              key={`${property.propertyId}-${property.currency}`}
              property={property}
              year={statement.year}
            />
          ))}
          <ArrendaFooter supportEmail={supportEmail} />
        </Page>
      ))}
      {chunks(statement.anexoF, LINES_PER_PAGE).map((lines, index) => (
        <Page key={lines[0]?.line} size="A4" style={styles.page}>
          <AnexoF lines={lines} first={index === 0} />
          <ArrendaFooter supportEmail={supportEmail} />
        </Page>
      ))}
    </Document>
  );
}

export const renderStatement = (print: StatementPrint): Promise<Buffer> =>
  renderToBuffer(<StatementDocument print={print} />);
