import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAccess } from '../../../lib/use-access';
import { EntityLoadError } from '../../entities/components/entity-page-states';
import { useContracts } from '../api/get-contracts';
import {
  CONTRACT_FILTERS,
  type ContractFilter,
  contractsInFilter,
  DEFAULT_CONTRACT_FILTER,
  isContractFilter,
} from './contract-list-filters';
import { ContractTable } from './contract-table';
// The shared page styles (page header, state panels) live with the entities feature.
import '../../entities/components/entities.css';
import './contracts.css';

function ContractListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <Skeleton height="2.5rem" width="min(100%, 24rem)" />
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height="4rem" />
      ))}
    </div>
  );
}

/** The chosen filter, kept in the URL (?filter=expired) so that coming back shows the same one. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('filter')?.toUpperCase() ?? null;
  const filter = isContractFilter(requested) ? requested : DEFAULT_CONTRACT_FILTER;
  const select = (next: ContractFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_CONTRACT_FILTER) updated.delete('filter');
        else updated.set('filter', next.toLowerCase());
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filter, select] as const;
}

/** The entity's contract list (spec section 2): the filters, the table and, with the create right, New contract. */
export function ContractList({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const contracts = useContracts(entityId);
  const [filter, selectFilter] = useFilter();

  if (contracts.isError && contracts.error instanceof ApiError && contracts.error.status === 404) {
    return <EntityLoadError error={contracts.error} />;
  }

  const options = CONTRACT_FILTERS.map((value) => ({ value, label: t(`contracts.filter.${value}`) }));
  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('contracts.title')}</h1>
        {can('create') && (
          <Link to={`/entities/${entityId}/contract/new`} className="p-button centered">
            <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('contracts.create')}</span>
          </Link>
        )}
      </div>
      {contracts.isPending ? (
        <ContractListSkeleton />
      ) : contracts.isError ? (
        <div className="stack">
          <Message severity="error" text={contracts.error.message} className="form-alert" />
          <div>
            <Button
              label={t('entities.retry')}
              icon="pi pi-refresh"
              outlined
              onClick={() => void contracts.refetch()}
              loading={contracts.isFetching}
            />
          </div>
        </div>
      ) : (
        <>
          <SelectButton
            value={filter}
            options={options}
            onChange={(event) => {
              const next: ContractFilter | null = event.value;
              if (next) selectFilter(next);
            }}
            allowEmpty={false}
            className="contract-filters"
            aria-label={t('contracts.filter.label')}
          />
          <ContractTable
            entityId={entityId}
            contracts={contractsInFilter(contracts.data, filter)}
            label={t(`contracts.filter.${filter}`)}
            emptyMessage={t(`contracts.empty.${filter}`)}
          />
        </>
      )}
    </div>
  );
}
