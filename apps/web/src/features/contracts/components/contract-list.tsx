import { CONTRACT_LIST_FILTERS, type ContractListFilter } from '@arrenda/core';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityLoadError } from '@/components/page-states';
import { QueryError } from '@/components/query-content';
import { SearchBox } from '@/components/search-box';
import { useContractPage } from '@/features/contracts/api/get-contract-page';
import { ApiError } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { useContractListState } from './contract-list-filters';
import { ContractTable } from './contract-table';
// The shared page styles (page header, state panels) live with the entities feature.
import '@/components/layout/page.css';
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

/**
 * The entity's contract list (docs/product.md#screens-and-routes): the filters, a search, the table a page at a time
 * from the server and, with the create right, New contract. The state lives in the URL
 * (contract-list-filters.ts).
 */
export function ContractList({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const { state, update, paging } = useContractListState();
  const contracts = useContractPage(entityId, state);
  const { filter } = state;

  if (contracts.isError && contracts.error instanceof ApiError && contracts.error.status === 404) {
    return <EntityLoadError error={contracts.error} />;
  }

  const options = CONTRACT_LIST_FILTERS.map((value) => ({ value, label: t(`contracts.filter.${value}`) }));
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
        <QueryError query={contracts} />
      ) : (
        <>
          <div className="contract-list-tools">
            <SelectButton
              value={filter}
              options={options}
              onChange={(event) => {
                const next: ContractListFilter | null = event.value;
                if (next) update({ filter: next }, false);
              }}
              allowEmpty={false}
              className="contract-filters"
              aria-label={t('contracts.filter.label')}
            />
            <SearchBox
              value={state.search}
              onSearch={(text) => update({ search: text }, false)}
              label={t('contracts.search.label')}
              placeholder={t('contracts.search.placeholder')}
            />
          </div>
          <ContractTable
            entityId={entityId}
            contracts={contracts.data.items}
            label={t(`contracts.filter.${filter}`)}
            emptyMessage={t(state.search ? 'contracts.empty.search' : `contracts.empty.${filter}`)}
            lazy={paging(contracts.data.total, contracts.isPlaceholderData)}
          />
        </>
      )}
    </div>
  );
}
