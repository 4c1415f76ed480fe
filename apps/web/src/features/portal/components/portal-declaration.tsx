import type { PortalContract } from '@arrenda/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclarationDownload } from '@/components/declaration-download';
import { downloadPortalDeclaration } from '@/features/portal/api/download-declaration';

/** A rental's "Declaration of rents paid": the landlord's PDF of what the tenant paid in a chosen year. */
export function PortalDeclaration({ contract }: { contract: PortalContract }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="portal-declaration" aria-labelledby={headingId}>
      <h3 id={headingId} className="portal-declaration-title">
        {t('portal.declaration.title')}
      </h3>
      <p className="hint">{t('portal.declaration.hint')}</p>
      <DeclarationDownload
        since={contract.startDate}
        download={(year) => downloadPortalDeclaration(contract.id, year)}
      />
    </section>
  );
}
