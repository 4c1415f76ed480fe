import type { EntityView, Right } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { useDeleteEntity } from '@/features/entities/api/delete-entity';
import { forgetEntity } from '@/features/entities/api/query-keys';
import { useToast } from '@/lib/toast';
import { EntityTypeIcon } from './entity-type-icon';
import '@/components/layout/page.css';
import './entities.css';

interface Props {
  entity: EntityView;
  can: (right: Right) => boolean;
  /** The Upload file action (the files feature's), first of the actions shown with the create right. */
  upload: ReactNode;
}

function Fact({ icon, label, value }: { icon: string; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="entity-fact">
      <dt>
        <i className={`${icon} entity-fact-icon`} aria-hidden="true" /> {label}
      </dt>
      <dd>{value}</dd>
    </div>
  );
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
 * The overview's header: the entity's name, type, country, legal name and finance number; edit and
 * delete for admins; with the create right, upload file (which shows the Files view), new contract
 * and new expense, and new property for admins; for every member, the tax year (docs/product.md#screens-and-routes and #access-types).
 */
export function EntityHeader({ entity, can, upload }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteEntity(entity.id);
  const [confirming, setConfirming] = useState(false);

  const type = t(`lov.entityType.${entity.entityType.name}`, { defaultValue: entity.entityType.name });
  const country = t(`lov.country.${entity.country.name}`, { defaultValue: entity.country.name });
  const access = t(`lov.accessType.${entity.accessType}`, { defaultValue: entity.accessType });
  const base = `/entities/${entity.id}`;

  const deleteEntity = async () => {
    await remove.mutateAsync();
    toast.success(t('entity.toast.deleted'));
    // Leave the entity's pages before forgetting it, so nothing shown refetches it into a 404.
    await navigate('/entities/');
    await forgetEntity(queryClient, entity.id);
  };

  return (
    <header className="entity-header">
      <div className="entity-header-title">
        <EntityTypeIcon entityTypeName={entity.entityType.name} label={type} large />
        <div className="entity-header-name">
          <h1>{entity.name}</h1>
          <span className="entity-header-sub">
            {type} · {t('entity.header.access', { access })}
          </span>
        </div>
        {can('admin') && (
          <EditDeleteButtons
            className="entity-header-icons"
            edit={{ to: `${base}/edit`, label: t('entity.action.edit') }}
            remove={{ label: t('entity.action.delete'), onClick: () => setConfirming(true) }}
          />
        )}
      </div>

      <dl className="entity-facts">
        <Fact icon="pi pi-map-marker" label={t('entity.field.country')} value={country} />
        <Fact icon="pi pi-id-card" label={t('entity.field.legalName')} value={entity.legalName} />
        <Fact icon="pi pi-hashtag" label={t('entity.field.financeNumber')} value={entity.financeNumber} />
      </dl>

      {/* Every member has the view right, which the tax year needs; the rest needs the create right. */}
      {can('view') && (
        <nav className="entity-actions" aria-label={t('entity.action.label')}>
          {can('create') && (
            <>
              {upload}
              {/* Only ADMINs manage properties (docs/product.md#access-types). */}
              {can('admin') && (
                <ActionLink
                  to={`${base}/property/new`}
                  icon="pi pi-building"
                  label={t('entity.action.newProperty')}
                />
              )}
              <ActionLink
                to={`${base}/contract/new`}
                icon="pi pi-file"
                label={t('entity.action.newContract')}
              />
              <ActionLink
                to={`${base}/expense/new`}
                icon="pi pi-wallet"
                label={t('entity.action.newExpense')}
              />
            </>
          )}
          <ActionLink to={`${base}/taxYear`} icon="pi pi-calculator" label={t('taxYear.link')} />
        </nav>
      )}

      <ConfirmDeleteDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        title={t('entity.delete.title')}
        message={
          <>
            <p className="confirm-text">
              {t('entity.delete.question')} <strong>{entity.name}</strong>?
            </p>
            <p className="confirm-text">{t('entity.delete.consequences')}</p>
          </>
        }
        onConfirm={deleteEntity}
      />
    </header>
  );
}
