import type { AtReceiptRow } from '@arrenda/core';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { propertyLabel } from '@/lib/property-labels';
import { formatMonth } from '@/lib/rent-dates';
import { AtNumberForm } from './at-number-form';
import { CopyButton } from './copy-button';
import { plainAmount } from './tax-year-dates';
import { useTaxMoney } from './use-tax-money';

interface FieldProps {
  label: string;
  value: ReactNode;
  /** The values to copy, each with its button's name; none for a field with nothing to copy. */
  copies?: { value: string; label: string }[];
}

/** One field of the e-receipt form: its name, its value and the buttons that copy it. */
function AtField({ label, value, copies = [] }: FieldProps) {
  return (
    <div className="at-field">
      <dt>{label}</dt>
      <dd>
        <span className="at-field-value">{value}</span>
        {copies.length > 0 && (
          <span className="at-field-copies">
            {copies.map((copy) => (
              <CopyButton key={copy.label} value={copy.value} label={copy.label} />
            ))}
          </span>
        )}
      </dd>
    </div>
  );
}

interface Props {
  entityId: number;
  row: AtReceiptRow;
  landlordFiscalNumber: string | null;
  /** Recording a number (the create right); changing or clearing a recorded one (the edit right). */
  canRecord: boolean;
  canChange: boolean;
  onClear: (row: AtReceiptRow) => void;
}

/**
 * A payment as the AT's e-receipt form asks for it, in the form's order (landlord's NIF, tenants'
 * NIFs, contract number, period, amount, retention, payment date), each field with a copy button;
 * then its e-receipt number, recorded here once the portal has issued it. Dates copy as the form's
 * fields take them (YYYY-MM-DD), amounts without currency nor grouping.
 */
export function AtReceiptCard({ entityId, row, landlordFiscalNumber, canRecord, canChange, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const format = useTaxMoney();
  const language = i18n.language;
  const [changing, setChanging] = useState(false);
  const money = (amount: number) => format.money(amount, row.currency);
  const notGiven = <span className="tax-card-sub">{t('taxYear.notGiven')}</span>;
  const withNif = row.tenants.filter((tenant) => tenant.fiscalNumber);
  const rentOf = t('taxYear.at.rentOf', { month: formatMonth(row.periodStart, language) });
  const tenants = row.tenants.map((tenant) => tenant.name).join(', ');
  const title = `${propertyLabel(t, { name: row.propertyName, propertyType: row.propertyType })} · ${tenants}`;
  const number = row.atReceiptNumber;
  return (
    <article className="tax-card at-receipt-card" aria-label={`${rentOf} · ${title}`}>
      <h2>{title}</h2>
      <p className="tax-card-sub">
        {rentOf} ·{' '}
        {t('taxYear.at.receivedOn', {
          amount: money(row.received),
          date: formatDay(row.paymentDate, language),
        })}
      </p>
      <dl className="at-fields">
        <AtField
          label={t('taxYear.at.field.landlordNif')}
          value={landlordFiscalNumber ?? notGiven}
          copies={
            landlordFiscalNumber
              ? [{ value: landlordFiscalNumber, label: t('taxYear.at.copy.landlordNif') }]
              : []
          }
        />
        <AtField
          label={t('taxYear.at.field.tenantNif', { count: Math.max(row.tenants.length, 1) })}
          value={
            row.tenants.length === 0
              ? notGiven
              : row.tenants.map((tenant) => tenant.fiscalNumber ?? t('taxYear.noNif')).join(', ')
          }
          copies={withNif.map((tenant) => ({
            value: tenant.fiscalNumber ?? '',
            label:
              withNif.length === 1
                ? t('taxYear.at.copy.tenantNif')
                : t('taxYear.at.copy.tenantNifOf', { name: tenant.name }),
          }))}
        />
        <AtField
          label={t('taxYear.at.field.contract')}
          value={row.atContractNumber ?? notGiven}
          copies={
            row.atContractNumber
              ? [{ value: row.atContractNumber, label: t('taxYear.at.copy.contract') }]
              : []
          }
        />
        <AtField
          label={t('taxYear.at.field.period')}
          value={`${formatDay(row.periodStart, language)} – ${formatDay(row.periodEnd, language)}`}
          copies={[
            { value: row.periodStart, label: t('taxYear.at.copy.periodStart') },
            { value: row.periodEnd, label: t('taxYear.at.copy.periodEnd') },
          ]}
        />
        <AtField
          label={t('taxYear.at.field.amount')}
          value={money(row.amount)}
          copies={[{ value: plainAmount(row.amount, language), label: t('taxYear.at.copy.amount') }]}
        />
        <AtField
          label={t('taxYear.at.field.retained')}
          value={money(row.retained)}
          copies={[{ value: plainAmount(row.retained, language), label: t('taxYear.at.copy.retained') }]}
        />
        <AtField
          label={t('taxYear.at.field.paymentDate')}
          value={formatDay(row.paymentDate, language)}
          copies={[{ value: row.paymentDate, label: t('taxYear.at.copy.paymentDate') }]}
        />
      </dl>
      {number === null || changing ? (
        canRecord && (number === null || canChange) ? (
          <AtNumberForm
            entityId={entityId}
            paymentId={row.paymentId}
            current={number}
            label={t('taxYear.at.formLabel', { payment: `${rentOf} · ${title}` })}
            onClose={changing ? () => setChanging(false) : undefined}
          />
        ) : (
          <p className="tax-card-sub">{t('taxYear.at.noNumber')}</p>
        )
      ) : (
        <div className="at-number-recorded">
          <span>
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('taxYear.at.recorded', { number })}
          </span>
          {canChange && (
            <>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-pencil"
                label={t('taxYear.at.change')}
                onClick={() => setChanging(true)}
              />
              <Button
                type="button"
                text
                size="small"
                severity="danger"
                icon="pi pi-times"
                label={t('taxYear.at.clear')}
                onClick={() => onClear(row)}
              />
            </>
          )}
        </div>
      )}
    </article>
  );
}
