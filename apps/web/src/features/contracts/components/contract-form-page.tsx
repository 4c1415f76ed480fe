import type { ContractView } from '@arrenda/core';
import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReloadKey } from '@/components/form/use-reload-key';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { useRentHistory } from '@/features/rent-updates/api/get-rent-history';
import { contractPath } from '@/lib/paths';
import { ContractForm } from './contract-form';

interface Props {
  entityId: number;
  /** The contract to edit; a new contract without it. */
  contract?: ContractView;
  /** A new contract's preselected property (?property=). */
  propertyId?: number | null;
}

/**
 * The page around the contract form: the Back link ('Back to Contract' when editing; else to the
 * property the contract is made for, or to the contract list), the title and the form in a card.
 */
export function ContractFormPage({ entityId, contract, propertyId = null }: Props) {
  const { t } = useTranslation();
  const [formKey, reload] = useReloadKey(useReloadEntity(entityId));
  const history = useRentHistory(
    { entityId, propertyId: contract?.propertyId ?? 0, contractId: contract?.id ?? 0 },
    contract !== undefined,
  );
  const [back, backLabel] = contract
    ? [contractPath(entityId, contract.propertyId, contract.id), t('contractForm.backToContract')]
    : propertyId !== null
      ? [`/entities/${entityId}/properties/${propertyId}`, t('contractForm.backToProperty')]
      : [`/entities/${entityId}/contracts`, t('contractForm.backToList')];
  return (
    <>
      <Link to={back} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {backLabel}
      </Link>
      <h1>{contract ? t('contractForm.edit.title') : t('contractForm.new.title')}</h1>
      <Card>
        <ContractForm
          key={formKey}
          entityId={entityId}
          contract={contract}
          propertyId={propertyId}
          backTo={back}
          onReload={contract ? reload : undefined}
          rentInHistory={(history.data?.items.length ?? 0) > 1}
        />
      </Card>
    </>
  );
}
