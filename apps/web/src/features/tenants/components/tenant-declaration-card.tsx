import type { TenantOverview } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { DeclarationDownload } from '@/components/declaration-download';
import { TenantCard } from '@/components/tenant-card';
import { downloadTenantDeclaration } from '@/features/tenants/api/download-declaration';
import { earliestDay } from '@/lib/declaration-years';

interface Props {
  entityId: number;
  tenant: TenantOverview;
}

/**
 * The tenant page's "Yearly declaration" card: the PDF of the rents the tenant paid in a chosen
 * year, from the year of the tenant's first contract on; shown once the tenant has a contract.
 */
export function TenantDeclarationCard({ entityId, tenant }: Props) {
  const { t } = useTranslation();
  if (tenant.contracts.length === 0) return null;
  return (
    <TenantCard id="tenant-declaration" icon="pi pi-file" title={t('tenant.declaration.title')}>
      <p className="hint">{t('tenant.declaration.hint')}</p>
      <DeclarationDownload
        since={earliestDay(tenant.contracts.map((contract) => contract.startDate))}
        download={(year) => downloadTenantDeclaration(entityId, tenant.id, year)}
      />
    </TenantCard>
  );
}
