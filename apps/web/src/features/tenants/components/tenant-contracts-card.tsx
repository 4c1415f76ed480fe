import { formatAddress, type TenantContractItem } from '@arrenda/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantCard } from '@/components/tenant-card';
import { localeOf, useFormat } from '@/lib/format';
import { propertyLabel } from '@/lib/property-labels';

interface Props {
  entityId: number;
  /** The tenant's contracts, newest first as the server orders them. */
  contracts: readonly TenantContractItem[];
}

/** The tenant's contract history: property, period, amount, the current one tagged; each opens its contract. */
export function TenantContractsCard({ entityId, contracts }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const dateFormat = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
  const date = (iso: string) => dateFormat.format(new Date(iso));
  return (
    <TenantCard id="tenant-contracts" icon="pi pi-file" title={t('tenant.contracts.title')} wide>
      {contracts.length === 0 ? (
        <p className="empty-text">{t('tenant.contracts.empty')}</p>
      ) : (
        <ul className="tenant-list">
          {contracts.map((contract) => (
            <li key={contract.id}>
              <span className="tenant-list-main">
                <Link to={`/entities/${entityId}/properties/${contract.propertyId}/contracts/${contract.id}`}>
                  {propertyLabel(t, contract.property)}
                </Link>
                {contract.property.address && (
                  <span className="muted">{formatAddress(contract.property.address)}</span>
                )}
              </span>
              {contract.current && <Tag value={t('tenant.contracts.current')} severity="success" rounded />}
              <span className="tenant-list-side">
                <span>{format.money(contract.amount, contract.currency)}</span>
                <span className="muted">
                  {t('tenant.contracts.period', {
                    start: date(contract.startDate),
                    end: date(contract.endDate),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </TenantCard>
  );
}
