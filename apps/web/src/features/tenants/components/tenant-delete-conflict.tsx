import type { ApiErrorBody } from '@arrenda/core';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './tenants.css';

/** A refused delete (409): the server's message and links to the contracts the tenant is on. */
export function TenantDeleteConflict({ entityId, conflict }: { entityId: number; conflict: ApiErrorBody }) {
  const { t } = useTranslation();
  return (
    <div className="tenant-conflict">
      <Message
        severity="warn"
        content={
          <div>
            <span>{conflict.message}</span>
            <ul>
              {(conflict.conflicts ?? []).map(({ propertyId, contractId }) => (
                <li key={contractId}>
                  <Link to={`/entities/${entityId}/properties/${propertyId}/contracts/${contractId}`}>
                    {t('tenant.contractLink', { id: contractId })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        }
      />
    </div>
  );
}
