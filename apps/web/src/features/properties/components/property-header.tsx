import { formatAddress, type PropertyOverview, type Right } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { refreshAfterPropertyDelete, useDeleteProperty } from '@/features/properties/api/delete-property';
import { propertyLabel, propertyTypeName } from '@/lib/property-labels';
import { useToast } from '@/lib/toast';
import './properties.css';

interface Props {
  entityId: number;
  property: PropertyOverview;
  can: (right: Right) => boolean;
}

/** A link that looks like a PrimeReact button, for actions that go to another page. */
function ActionLink({ to, icon, label }: { to: string; icon: string; label: string }) {
  return (
    <Link to={to} className="p-button p-button-outlined p-button-sm centered">
      <i className={`${icon} p-button-icon-left`} aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </Link>
  );
}

/**
 * The property page's header: type, name, address and the parent it belongs to; for ADMINs (who
 * alone manage properties) edit, delete and new inner property; with the create right, new
 * contract and new expense on this property (docs/product.md#screens-and-routes and #access-types).
 */
export function PropertyHeader({ entityId, property, can }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteProperty(entityId);
  const [confirming, setConfirming] = useState(false);

  const { baseInfo, parent } = property;
  const type = propertyTypeName(t, baseInfo.propertyType);
  const name = propertyLabel(t, baseInfo);
  const entityBase = `/entities/${entityId}`;
  const base = `${entityBase}/properties/${property.id}`;
  const isAdmin = can('admin');
  const canCreate = can('create');

  const deleteProperty = async () => {
    await remove.mutateAsync(property.id);
    toast.success(t('property.toast.deleted'));
    // Leave the page before refreshing, so nothing shown refetches the deleted property into a 404.
    await navigate(`${entityBase}/properties`);
    await refreshAfterPropertyDelete(queryClient, entityId);
  };

  return (
    <header className="property-header">
      <Link to={`${entityBase}/properties`} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('property.backToList')}
      </Link>
      <div className="property-header-title">
        <PropertyTypeIcon propertyTypeId={baseInfo.propertyType.id} label={type} large />
        <div className="property-header-name">
          <h1>{name}</h1>
          {baseInfo.name && <span className="property-header-sub">{type}</span>}
          {baseInfo.address && (
            <span className="property-header-line">
              <i className="pi pi-map-marker" aria-hidden="true" />
              {formatAddress(baseInfo.address)}
            </span>
          )}
          {parent && (
            <span className="property-header-line">
              <i className="pi pi-sitemap" aria-hidden="true" />
              {t('property.header.partOf')}{' '}
              <Link to={`${entityBase}/properties/${parent.id}`}>{propertyLabel(t, parent)}</Link>
            </span>
          )}
        </div>
        {isAdmin && (
          <EditDeleteButtons
            className="property-header-icons"
            edit={{ to: `${base}/edit`, label: t('property.action.edit') }}
            remove={{ label: t('property.action.delete'), onClick: () => setConfirming(true) }}
          />
        )}
      </div>

      {(isAdmin || canCreate) && (
        <nav className="property-actions" aria-label={t('property.action.label')}>
          {isAdmin && (
            <ActionLink
              to={`${entityBase}/property/new?parent=${property.id}`}
              icon="pi pi-plus"
              label={t('property.action.newInner')}
            />
          )}
          {canCreate && (
            <>
              <ActionLink
                to={`${entityBase}/contract/new?property=${property.id}`}
                icon="pi pi-file"
                label={t('property.action.newContract')}
              />
              <ActionLink
                to={`${entityBase}/expense/new?propertyId=${property.id}`}
                icon="pi pi-wallet"
                label={t('property.action.newExpense')}
              />
            </>
          )}
        </nav>
      )}

      <ConfirmDeleteDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        title={t('property.delete.title')}
        message={
          <>
            <p className="confirm-text">
              {t('property.delete.question')} <strong>{name}</strong>?
            </p>
            <p className="confirm-text">{t('property.delete.consequences')}</p>
          </>
        }
        onConfirm={deleteProperty}
      />
    </header>
  );
}
