import type { ContractView, RentView } from '@arrenda/core';
import { Card } from 'primereact/card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReloadKey } from '@/components/form/use-reload-key';
import { PageLoading } from '@/components/page-loading';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { useRentHistory } from '@/features/rent-updates/api/get-rent-history';
import { type ContractIds, contractRentsPage } from '@/features/rents/api/query-keys';
import { formatMonth } from '@/lib/rent-dates';
import { PaymentForm } from './payment-form';
import { RentForm } from './rent-form';
import { newRentValues, rentValuesOf } from './rent-form-values';
import '@/components/layout/page.css';
import '@/components/layout/rent-card.css';
import './rents.css';

/** The 'Back to Contract' link (to its rents), the title and the form in a card. */
function FormPage({ ids, title, children }: { ids: ContractIds; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={contractRentsPage(ids)} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('rent.backToContract')}
      </Link>
      <h1>{title}</h1>
      <Card>{children}</Card>
    </>
  );
}

/**
 * New Rent (docs/product.md#screens-and-routes), with the defaults of docs/product.md#states-and-transitions taken from the
 * contract and the rent its history puts in force for the period (the form waits for the history;
 * without it, the contract's own amounts).
 */
export function NewRentPage({ ids, contract }: { ids: ContractIds; contract: ContractView }) {
  const { t } = useTranslation();
  const history = useRentHistory(ids);
  return (
    <FormPage ids={ids} title={t('rentForm.new.title')}>
      {history.isPending ? (
        <PageLoading />
      ) : (
        <RentForm ids={ids} values={newRentValues(contract, new Date(), history.data?.items)} />
      )}
    </FormPage>
  );
}

/** Edit Rent (docs/product.md#screens-and-routes), prefilled with the rent. */
export function EditRentPage({ ids, rent }: { ids: ContractIds; rent: RentView }) {
  const { t } = useTranslation();
  const [formKey, reload] = useReloadKey(useReloadEntity(ids.entityId));
  return (
    <FormPage ids={ids} title={t('rentForm.edit.title')}>
      <RentForm
        key={formKey}
        ids={ids}
        values={rentValuesOf(rent)}
        rentId={rent.id}
        version={rent.version}
        onReload={reload}
      />
    </FormPage>
  );
}

/** The new payment of a rent (docs/product.md#screens-and-routes), under the rent's period; the form says what is owed. */
export function PaymentPage({ ids, rent }: { ids: ContractIds; rent: RentView }) {
  const { t, i18n } = useTranslation();
  return (
    <FormPage ids={ids} title={t('paymentForm.title')}>
      <p className="rent-summary">
        <span>
          {t('paymentForm.rent')} <strong>{formatMonth(rent.paymentPeriodDate, i18n.language)}</strong>
        </span>
      </p>
      <PaymentForm ids={ids} rent={rent} today={new Date()} />
    </FormPage>
  );
}
