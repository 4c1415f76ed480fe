import { formatAddress, type PortalContract } from '@arrenda/core';
import { Tag } from 'primereact/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { propertyLabel } from '@/lib/property-labels';
import { PortalDeclaration } from './portal-declaration';
import { PortalRents } from './portal-rents';

/** One rental: the property and its landlord, the contract's days, amount and debt, its yearly declaration, then its rents. */
export function PortalContractCard({ contract }: { contract: PortalContract }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const money = (amount: number) => format.money(amount, contract.currency);
  const facts: [string, string][] = [
    [t('portal.contract.landlord'), contract.landlordName],
    [
      t('portal.contract.period'),
      `${formatDay(contract.startDate, i18n.language)} – ${formatDay(contract.endDate, i18n.language)}`,
    ],
    [t('portal.contract.amount'), money(contract.totalAmount)],
    [t('portal.contract.debt'), money(contract.debt)],
  ];
  return (
    <section className="portal-contract" aria-labelledby={headingId}>
      <header className="portal-contract-head">
        <i className="pi pi-home" aria-hidden="true" />
        <div className="portal-contract-name">
          <h2 id={headingId}>
            {propertyLabel(t, { name: contract.propertyName, propertyType: contract.propertyType })}
          </h2>
          {contract.address && <span className="muted">{formatAddress(contract.address)}</span>}
        </div>
        {contract.debt > 0 && <Tag severity="danger" value={t('portal.contract.owes')} />}
        {contract.pendingConfirmations > 0 && (
          <Tag
            severity="info"
            value={t('portal.contract.pending', { count: contract.pendingConfirmations })}
          />
        )}
      </header>
      <dl className="portal-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PortalDeclaration contract={contract} />
      <PortalRents contractId={contract.id} />
    </section>
  );
}
