import type { EntityUserView, LovItem } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column, type ColumnEditorOptions, type ColumnEvent } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryError } from '@/components/query-content';
import { useEntityUsers } from '@/features/entities/api/get-entity-users';
import { forgetEntity } from '@/features/entities/api/query-keys';
import { useRemoveEntityUser } from '@/features/entities/api/remove-entity-user';
import { useUpdateEntityUser } from '@/features/entities/api/update-entity-user';
import { useLov } from '@/features/lov/api/get-lov';
import { useSession } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { AddEntityUserForm } from './add-entity-user-form';
import { MemberInvitations } from './member-invitations';
import '@/components/layout/page.css';
import './entities.css';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';

const fullName = (user: EntityUserView) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * The Permissions view (docs/product.md#screens-and-routes, #states-and-transitions, and #access-types): everyone with access sees who shares the entity;
 * admins change an access type in its cell, remove users after a confirmation, add users by e-mail
 * (or invite them to register) and revoke pending invitations.
 */
export function EntityPermissions({ entityId, isAdmin }: { entityId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const users = useEntityUsers(entityId);
  const accessTypes = useLov('accessTypes');
  const update = useUpdateEntityUser(entityId);
  const remove = useRemoveEntityUser(entityId);
  const [toRemove, setToRemove] = useState<EntityUserView | null>(null);

  const accessLabel = (name: string) => t(`lov.accessType.${name}`, { defaultValue: name });
  const accessOptions = (accessTypes.data ?? []).map((item) => ({
    value: item.name,
    label: accessLabel(item.name),
  }));
  const isSelf = (user: EntityUserView) => user.id === session?.user.id;

  const changeAccessType = (event: ColumnEvent) => {
    const user = event.rowData as EntityUserView;
    const newName: unknown = event.newValue;
    const accessType = accessTypes.data?.find((item: LovItem) => item.name === newName);
    if (!accessType || accessType.name === user.accessType) return;
    update.mutate(
      { userId: user.id, accessType },
      {
        onSuccess: () => toast.success(t('permissions.toast.updated')),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const removeUser = (user: EntityUserView) =>
    remove.mutate(user.id, {
      onSuccess: async () => {
        toast.success(t('permissions.toast.removed'));
        if (!isSelf(user)) return;
        // The callers left the entity: leave its pages, then forget it.
        await navigate('/entities/');
        await forgetEntity(queryClient, entityId);
      },
      onError: (error) => toast.error(error.message),
    });

  const nameBody = (user: EntityUserView) => (
    <span className="user-name">
      {fullName(user) || <span className="muted">—</span>}
      {isSelf(user) && <Tag value={t('permissions.you')} severity="secondary" rounded />}
    </span>
  );

  const accessBody = (user: EntityUserView) =>
    isAdmin ? (
      <span className="editable-cell">
        {accessLabel(user.accessType)}
        <i className="pi pi-pencil" aria-hidden="true" />
      </span>
    ) : (
      accessLabel(user.accessType)
    );

  const accessEditor = (options: ColumnEditorOptions) => {
    const user = options.rowData as EntityUserView;
    return (
      <Dropdown
        value={options.value}
        options={accessOptions}
        onChange={(event) => options.editorCallback?.(event.value)}
        aria-label={t('permissions.accessTypeOf', { email: user.email })}
        loading={accessTypes.isPending}
        className="w-full access-type-editor"
      />
    );
  };

  const removeBody = (user: EntityUserView) => (
    <Button
      type="button"
      icon="pi pi-trash"
      rounded
      text
      severity="danger"
      aria-label={t('permissions.remove', { email: user.email })}
      title={t('permissions.removeTitle')}
      loading={remove.isPending && remove.variables === user.id}
      onClick={() => setToRemove(user)}
    />
  );

  return (
    <div className="stack">
      {users.isError ? (
        <QueryError query={users} />
      ) : (
        <DataTable
          value={users.data ?? []}
          dataKey="id"
          loading={users.isPending}
          emptyMessage={t('permissions.empty')}
          editMode={isAdmin ? 'cell' : undefined}
          responsiveLayout="stack"
          breakpoint="640px"
          size="small"
          stripedRows
          className="users-table"
          aria-label={t('permissions.title')}
          header={<h2 className="table-title">{t('permissions.title')}</h2>}
        >
          <Column header={t('permissions.name')} body={nameBody} className="cell-name" />
          <Column field="email" header={t('permissions.email')} className="cell-email" />
          <Column
            field="accessType"
            header={t('permissions.accessType')}
            body={accessBody}
            {...(isAdmin ? { editor: accessEditor, onCellEditComplete: changeAccessType } : {})}
          />
          {isAdmin && (
            <Column
              body={removeBody}
              header={<span className="p-hidden-accessible">{t('permissions.actions')}</span>}
              className="cell-actions"
            />
          )}
        </DataTable>
      )}
      {isAdmin && (
        <p className="hint">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t('permissions.editHint')}
        </p>
      )}

      <MemberInvitations entityId={entityId} isAdmin={isAdmin} />

      {isAdmin && <AddEntityUserForm entityId={entityId} accessTypes={accessTypes.data} />}

      <ConfirmActionDialog
        visible={toRemove !== null}
        onHide={() => setToRemove(null)}
        header={t('permissions.removeTitle')}
        message={t('permissions.removeConfirm')}
        action={{ label: t('permissions.delete'), icon: 'pi pi-trash', danger: true }}
        onAccept={() => toRemove && removeUser(toRemove)}
      />
    </div>
  );
}
