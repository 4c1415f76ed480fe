import type { TenantOverview } from '@arrenda/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantCard } from '@/components/tenant-card';

/** One line of the contact details; '-' when the tenant has none. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children ?? '-'}</dd>
    </div>
  );
}

/** The tenant's contact details, note and the address used on receipts (docs/product.md#records-and-fields). */
export function TenantDetailsCards({ tenant }: { tenant: TenantOverview }) {
  const { t } = useTranslation();
  const receiptAddress = [tenant.address, tenant.postalCode].filter(Boolean).join(', ');
  return (
    <>
      <TenantCard id="tenant-contact" icon="pi pi-id-card" title={t('tenant.contact.title')}>
        <dl className="tenant-facts">
          <Fact label={t('tenant.field.email')}>
            {tenant.email && <a href={`mailto:${tenant.email}`}>{tenant.email}</a>}
          </Fact>
          <Fact label={t('tenant.field.phone')}>
            {tenant.phone && <a href={`tel:${tenant.phone.replace(/\s/g, '')}`}>{tenant.phone}</a>}
          </Fact>
          <Fact label={t('tenant.field.fiscalNumber')}>{tenant.fiscalNumber}</Fact>
        </dl>
      </TenantCard>
      <TenantCard id="tenant-note" icon="pi pi-comment" title={t('tenant.field.note')}>
        {tenant.note ? <p>{tenant.note}</p> : <p className="empty-text">{t('tenant.note.empty')}</p>}
      </TenantCard>
      <TenantCard id="tenant-receipt" icon="pi pi-receipt" title={t('tenant.receipt.title')}>
        {receiptAddress ? <p>{receiptAddress}</p> : <p className="empty-text">{t('tenant.receipt.empty')}</p>}
        <p className="hint">{t('tenant.receipt.hint')}</p>
      </TenantCard>
    </>
  );
}
