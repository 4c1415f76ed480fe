import { type ContractOverview, formatAddress, type Right } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { refreshAfterContractDelete, useDeleteContract } from '@/features/contracts/api/delete-contract';
import { contractPath } from '@/lib/paths';
import { propertyLabel, propertyTypeName } from '@/lib/property-labels';
import { useToast } from '@/lib/toast';
import './contracts.css';

interface Props {
  entityId: number;
  contract: ContractOverview;
  can: (right: Right) => boolean;
}

/**
 * The contract page's header: its property and tenants as links; with the edit right the edit
 * link, with the delete right the delete button (confirmed by typing one's e-mail), docs/product.md#access-types.
 */
export function ContractHeader({ entityId, contract, can }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteContract(entityId, contract.propertyId, contract.id);
  const [confirming, setConfirming] = useState(false);

  const { property } = contract;
  const propertyName = propertyLabel(t, property);
  const propertyPage = `/entities/${entityId}/properties/${contract.propertyId}`;
  const title = t('contract.title', { id: contract.id });

  const deleteContract = async () => {
    await remove.mutateAsync();
    toast.success(t('contract.toast.deleted'));
    // Leave the page before refreshing, so nothing shown refetches the deleted contract into a 404.
    await navigate(propertyPage);
    await refreshAfterContractDelete(queryClient, entityId, contract.id);
  };

  return (
    <header className="contract-header">
      <Link to={`/entities/${entityId}/contracts`} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('contract.backToList')}
      </Link>
      <div className="contract-header-title">
        <PropertyTypeIcon
          propertyTypeId={property.propertyType.id}
          label={propertyTypeName(t, property.propertyType)}
          large
        />
        <div className="contract-header-name">
          <h1>{title}</h1>
          <span className="contract-header-line">
            <i className="pi pi-home" aria-hidden="true" />
            <Link to={propertyPage}>{propertyName}</Link>
            {property.address && <span className="muted">{formatAddress(property.address)}</span>}
          </span>
          <span className="contract-header-line">
            <i className="pi pi-users" aria-hidden="true" />
            <span className="p-hidden-accessible">{t('contract.tenants')}</span>
            {contract.tenants.map((tenant, index) => (
              <span key={tenant.id}>
                <Link to={`/entities/${entityId}/tenants/${tenant.id}`}>{tenant.name}</Link>
                {index < contract.tenants.length - 1 && ','}
              </span>
            ))}
          </span>
        </div>
        <EditDeleteButtons
          className="contract-header-icons"
          edit={
            can('edit')
              ? {
                  to: `${contractPath(entityId, contract.propertyId, contract.id)}/edit`,
                  label: t('contract.action.edit'),
                }
              : undefined
          }
          remove={
            can('delete')
              ? { label: t('contract.action.delete'), onClick: () => setConfirming(true) }
              : undefined
          }
        />
      </div>

      <ConfirmDeleteDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        title={t('contract.delete.title')}
        message={
          <>
            <p className="confirm-text">
              {t('contract.delete.question')} <strong>{title}</strong> ({propertyName})?
            </p>
            <p className="confirm-text">{t('contract.delete.consequences')}</p>
          </>
        }
        onConfirm={deleteContract}
      />
    </header>
  );
}
