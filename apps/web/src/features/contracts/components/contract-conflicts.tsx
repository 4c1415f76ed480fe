import type { ApiErrorBody } from '@arrenda/core';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath } from '@/lib/paths';

type Conflict = NonNullable<ApiErrorBody['conflicts']>[number];

/**
 * A save refused because the contract overlaps others (docs/product.md#errors): the server's message and a
 * link to each conflicting contract, opened in a new tab so that the form keeps what was typed.
 */
export function ContractConflicts({
  entityId,
  message,
  conflicts,
}: {
  entityId: number;
  message: string;
  conflicts: readonly Conflict[];
}) {
  const { t } = useTranslation();
  return (
    <Message
      severity="error"
      className="form-alert"
      role="alert"
      content={
        <div className="contract-conflicts">
          <span>{message}</span>
          <ul>
            {conflicts.map(({ propertyId, contractId }) => (
              <li key={`${propertyId}-${contractId}`}>
                <Link to={contractPath(entityId, propertyId, contractId)} target="_blank" rel="noopener">
                  {t('contractForm.conflict', { id: contractId })}
                </Link>
                <span className="p-hidden-accessible"> {t('contractForm.newTab')}</span>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
