import type { ContractBody, ContractView } from '@arrenda/core';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { ApiError } from '@/lib/api-client';
import { contractPath } from '@/lib/paths';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';
import { ContractConflicts } from './contract-conflicts';
import { ContractFormAmounts } from './contract-form-amounts';
import { ContractFormDates } from './contract-form-dates';
import { ContractFormParties } from './contract-form-parties';
import { useSaveContract } from './contract-form-save';
import { ContractFormSummary } from './contract-form-summary';
import { ContractFormTerms } from './contract-form-terms';
import { contractFormResolver, splitServerErrors } from './contract-form-validation';
import { type ContractFormValues, formValuesOf } from './contract-form-values';
import '@/components/layout/page.css';
import './contracts.css';

interface Props {
  entityId: number;
  /** The contract to edit; a new contract without it. */
  contract?: ContractView;
  /** A new contract's preselected property (?property=). */
  propertyId?: number | null;
  /** Where Cancel goes. */
  backTo: string;
  /** Reads the contract again after an edit refused as stale (someone saved it since). */
  onReload?: () => Promise<void>;
  /** The contract's rent changed after its start: its amounts change through the rent history. */
  rentInHistory?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="contract-form-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * New Contract and Edit Contract (docs/product.md#screens-and-routes to 5): the submit checks are contractBody's;
 * a saved contract opens its page; overlapping contracts are listed as links.
 */
export function ContractForm({
  entityId,
  contract,
  propertyId = null,
  backTo,
  onReload,
  rentInHistory = false,
}: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const navigate = useNavigate();
  const form = useForm<ContractFormValues, unknown, ContractBody>({
    resolver: contractFormResolver,
    defaultValues: formValuesOf(contract, propertyId),
  });
  const save = useSaveContract(entityId, contract);

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t(contract ? 'contractForm.toast.updated' : 'contractForm.toast.created'));
        void navigate(contractPath(entityId, saved.propertyId, saved.contractId));
      },
      onError: (error) => {
        if (toastForbidden(error) || !(error instanceof ApiError)) return;
        const { byField } = splitServerErrors(error.body.fieldErrors);
        for (const [field, message] of byField) form.setError(field, { type: 'server', message });
      },
    }),
  );

  const error = save.error;
  const refusal = error instanceof ApiError ? error : null;
  const conflicts = refusal?.body.conflicts ?? [];
  const alert =
    refusal?.status === 403 || conflicts.length > 0
      ? null
      : [error?.message, ...splitServerErrors(refusal?.body.fieldErrors).others].filter(Boolean).join(' ');

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="contract-form" aria-busy={save.isPending}>
        <Section title={t('contractForm.section.parties')}>
          <ContractFormParties entityId={entityId} editing={contract !== undefined} />
        </Section>
        <Section title={t('contractForm.section.terms')}>
          <ContractFormTerms />
        </Section>
        <Section title={t('contractForm.section.amounts')}>
          <ContractFormAmounts rentInHistory={rentInHistory} />
          <ContractFormSummary />
        </Section>
        <Section title={t('contractForm.section.dates')}>
          <ContractFormDates />
        </Section>
        {refusal && conflicts.length > 0 && (
          <ContractConflicts entityId={entityId} message={refusal.message} conflicts={conflicts} />
        )}
        <FormAlert text={alert} onReload={reloadWhenStale(error, onReload, save.reset)} />
        <div className="form-actions">
          <Link to={backTo} className="p-button p-button-text centered">
            {t('common.cancel')}
          </Link>
          <Button
            type="submit"
            label={contract ? t('contractForm.update') : t('contractForm.create')}
            icon={contract ? 'pi pi-check' : 'pi pi-plus'}
            loading={save.isPending}
            disabled={save.isPending}
            className="centered"
          />
        </div>
      </form>
    </FormProvider>
  );
}
