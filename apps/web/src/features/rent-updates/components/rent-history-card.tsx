import type { ContractRentView, RentUpdateProposalView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardLoadError } from '@/components/card-load-error';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { getFileUrl } from '@/features/files/api/get-file-url';
import { useDeleteRentChange } from '@/features/rent-updates/api/delete-rent-change';
import { useDismissRentUpdate } from '@/features/rent-updates/api/dismiss-rent-update';
import { useRentHistory } from '@/features/rent-updates/api/get-rent-history';
import type { ContractIds } from '@/features/rent-updates/api/query-keys';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { lazyExport } from '@/lib/lazy-export';
import { contractPath } from '@/lib/paths';
import { useToast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useOpenSignedLink } from '@/lib/use-open-signed-link';
import { coefficientText } from './coefficient-text';
import './rent-updates.css';

// The forms load when a dialog opens.
const RentUpdateDialog = lazyExport(() => import('./rent-update-dialog'), 'RentUpdateDialog');
const RentChangeDialog = lazyExport(() => import('./rent-change-dialog'), 'RentChangeDialog');

interface ProposalProps {
  proposal: RentUpdateProposalView;
  currency: string;
  canEdit: boolean;
  onIssue: () => void;
  onDismiss: () => void;
}

/** The statutory update proposed today: the computation, and Issue letter / Not this year. */
function Proposal({ proposal, currency, canEdit, onIssue, onDismiss }: ProposalProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <div className="rent-update-proposal" role="status">
      <p>
        <strong>{t('rentUpdate.available', { year: proposal.coefficientYear })}</strong>{' '}
        {t('rentUpdate.proposal', {
          current: format.money(proposal.currentAmount, currency),
          coefficient: coefficientText(proposal.coefficient, i18n.language),
          result: format.money(proposal.newAmount, currency),
          date: formatDay(proposal.effectiveDate, i18n.language),
        })}
      </p>
      <p className="hint">{t('rentUpdate.published', { aviso: proposal.aviso })}</p>
      {canEdit && (
        <div className="rent-update-actions">
          <Button type="button" icon="pi pi-file-pdf" label={t('rentUpdate.issue')} onClick={onIssue} />
          <Button
            type="button"
            outlined
            icon="pi pi-times"
            label={t('rentUpdate.dismiss', { year: proposal.coefficientYear })}
            onClick={onDismiss}
          />
        </div>
      )}
    </div>
  );
}

interface RowsProps {
  ids: ContractIds;
  rows: readonly ContractRentView[];
  currency: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: ContractRentView) => void;
  onDelete: (row: ContractRentView) => void;
}

/** The history, newest first: from when, the rent, why, and an update's letter. */
function HistoryRows({ ids, rows, currency, canEdit, canDelete, onEdit, onDelete }: RowsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const openLink = useOpenSignedLink();
  const base = contractPath(ids.entityId, ids.propertyId, ids.contractId);
  return (
    <table className="rent-history-table">
      <thead>
        <tr>
          <th scope="col">{t('rentHistory.from')}</th>
          <th scope="col">{t('rentHistory.amount')}</th>
          <th scope="col">{t('rentHistory.reason')}</th>
          <th scope="col">
            <span className="p-hidden-accessible">{t('rentHistory.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{formatDay(row.effectiveDate, i18n.language)}</td>
            <td>{format.money(row.amount, currency)}</td>
            <td>
              {t(`rentHistory.reasons.${row.reason}`)}
              {row.coefficient !== null && ` (× ${coefficientText(row.coefficient, i18n.language)})`}
              {row.note && <div className="hint">{row.note}</div>}
            </td>
            <td className="rent-history-row-actions">
              {row.letterFileId !== null && (
                <Button
                  type="button"
                  text
                  size="small"
                  icon="pi pi-file-pdf"
                  label={t('rentHistory.letter')}
                  onClick={() => void openLink(() => getFileUrl(base, row.letterFileId ?? 0))}
                />
              )}
              {canEdit && row.reason === 'RENEGOTIATION' && !row.locked && (
                <Button
                  type="button"
                  text
                  size="small"
                  icon="pi pi-pencil"
                  aria-label={t('rentHistory.edit', { date: formatDay(row.effectiveDate, i18n.language) })}
                  onClick={() => onEdit(row)}
                />
              )}
              {canDelete && row.reason !== 'START' && !row.locked && (
                <Button
                  type="button"
                  text
                  size="small"
                  severity="danger"
                  icon="pi pi-trash"
                  aria-label={t('rentHistory.delete', { date: formatDay(row.effectiveDate, i18n.language) })}
                  onClick={() => onDelete(row)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The contract's rent history and its statutory update (docs/domain.md "Rent updates"): the update
 * proposed today with its computation, issued as a letter in Portuguese (edit right) or dismissed
 * for the year, the rents the contract has charged and will charge, and renegotiated rents.
 */
export function RentHistoryCard({ ids, currency }: { ids: ContractIds; currency: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { can } = useAccess(ids.entityId);
  const history = useRentHistory(ids);
  const dismissing = useDismissRentUpdate(ids);
  const deleting = useDeleteRentChange(ids);
  const [issuing, setIssuing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ContractRentView | null>(null);
  const [toDismiss, setToDismiss] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ContractRentView | null>(null);
  const proposal = history.data?.proposal ?? null;
  return (
    <section
      className="contract-card rent-history-card"
      id="rent-history"
      aria-labelledby="rent-history-title"
    >
      <h2 id="rent-history-title">
        <i className="pi pi-history" aria-hidden="true" /> {t('rentHistory.title')}
      </h2>
      {history.isPending && <p className="hint">{t('rentHistory.loading')}</p>}
      {history.isError && (
        <CardLoadError
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          what={t('rentHistory.title')}
        />
      )}
      {history.isSuccess && (
        <>
          {proposal && (
            <Proposal
              proposal={proposal}
              currency={currency}
              canEdit={can('edit')}
              onIssue={() => setIssuing(true)}
              onDismiss={() => setToDismiss(proposal.coefficientYear)}
            />
          )}
          <HistoryRows
            ids={ids}
            rows={history.data.items}
            currency={currency}
            canEdit={can('edit')}
            canDelete={can('delete')}
            onEdit={setEditing}
            onDelete={setToDelete}
          />
          {can('edit') && (
            <div className="rent-update-actions">
              {!proposal && (
                <Button
                  type="button"
                  text
                  icon="pi pi-file-pdf"
                  label={t('rentUpdate.record')}
                  onClick={() => setIssuing(true)}
                />
              )}
              <Button
                type="button"
                text
                icon="pi pi-plus"
                label={t('rentHistory.addTitle')}
                onClick={() => setAdding(true)}
              />
            </div>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {issuing && history.isSuccess && (
          <RentUpdateDialog
            ids={ids}
            proposal={proposal}
            current={{ amount: history.data.items[0]?.amount ?? 0, currency }}
            visible
            onHide={() => setIssuing(false)}
          />
        )}
        {(adding || editing) && (
          <RentChangeDialog
            ids={ids}
            row={editing}
            visible
            onHide={() => {
              setAdding(false);
              setEditing(null);
            }}
          />
        )}
      </Suspense>
      <ConfirmActionDialog
        visible={toDismiss !== null}
        onHide={() => setToDismiss(null)}
        header={t('rentUpdate.dismissTitle')}
        message={t('rentUpdate.dismissQuestion', { year: toDismiss ?? '' })}
        action={{ label: t('rentUpdate.dismiss', { year: toDismiss ?? '' }), icon: 'pi pi-times' }}
        onAccept={() => {
          if (toDismiss === null) return;
          dismissing.mutate(toDismiss, {
            onSuccess: () => toast.success(t('rentUpdate.dismissed', { year: toDismiss })),
            onError: (error) => toast.error(error.message),
          });
        }}
      />
      <ConfirmActionDialog
        visible={toDelete !== null}
        onHide={() => setToDelete(null)}
        header={t('rentHistory.deleteTitle')}
        message={t('rentHistory.deleteQuestion', {
          date: toDelete ? formatDay(toDelete.effectiveDate, i18n.language) : '',
        })}
        action={{ label: t('rentHistory.deleteAction'), icon: 'pi pi-trash', danger: true }}
        onAccept={() => {
          if (!toDelete) return;
          deleting.mutate(toDelete.id, {
            onSuccess: () => toast.success(t('rentHistory.deleted')),
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </section>
  );
}
