import { type ContractRentForm, type ContractRentView, contractRentBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { MONEY, NumberField } from '@/components/form/number-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useDialogSubmit } from '@/components/form/use-dialog-submit';
import { FormDialog } from '@/components/form-dialog';
import { useAddRentChange } from '@/features/rent-updates/api/add-rent-change';
import type { ContractIds } from '@/features/rent-updates/api/query-keys';
import { useUpdateRentChange } from '@/features/rent-updates/api/update-rent-change';
import { ApiError } from '@/lib/api-client';

interface FormProps {
  ids: ContractIds;
  /** The renegotiated rent to change; a new one without it. */
  row: ContractRentView | null;
  formId: string;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}

function RentChangeFields({ ids, row, formId, onDone, onPendingChange }: FormProps) {
  const { t } = useTranslation();
  const adding = useAddRentChange(ids);
  const updating = useUpdateRentChange(ids, row?.id ?? 0);
  const { control, handleSubmit } = useForm<ContractRentForm>({
    resolver: zodResolver(contractRentBody),
    defaultValues: row
      ? {
          effectiveDate: row.effectiveDate,
          amount: row.amount,
          taxableAmount: row.taxableAmount === row.amount ? null : row.taxableAmount,
          note: row.note,
          version: row.version,
        }
      : { note: null },
  });
  const submit = useDialogSubmit({
    success: t(row ? 'rentHistory.saved' : 'rentHistory.added'),
    onDone,
    onPendingChange,
  });
  const onSubmit = handleSubmit((values) => {
    const body = contractRentBody.parse(values);
    submit((handlers) => (row ? updating.mutate(body, handlers) : adding.mutate(body, handlers)));
  });
  const failed = row ? updating.error : adding.error;
  const error = failed instanceof ApiError ? failed : undefined;
  const fieldErrors = error?.body.fieldErrors;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="stack">
      <DateField
        control={control}
        name="effectiveDate"
        id={`${formId}-day`}
        label={t('rentHistory.from')}
        serverError={fieldErrors?.effectiveDate}
      />
      <NumberField
        {...MONEY}
        control={control}
        name="amount"
        id={`${formId}-amount`}
        label={t('rentHistory.amount')}
        serverError={fieldErrors?.amount}
      />
      <NumberField
        {...MONEY}
        control={control}
        name="taxableAmount"
        id={`${formId}-taxable`}
        label={t('rentHistory.taxable')}
        hint={t('rentHistory.taxableHint')}
        serverError={fieldErrors?.taxableAmount}
      />
      <TextAreaField
        control={control}
        name="note"
        id={`${formId}-note`}
        label={t('rentUpdate.note')}
        serverError={fieldErrors?.note}
      />
      <FormAlert text={error && !fieldErrors && error.status !== 403 ? error.message : undefined} />
    </form>
  );
}

/** Adds a renegotiated rent to the contract's history, or changes one (docs/domain.md "Rent updates"). */
export function RentChangeDialog({
  ids,
  row,
  visible,
  onHide,
}: {
  ids: ContractIds;
  row: ContractRentView | null;
  visible: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={t(row ? 'rentHistory.editTitle' : 'rentHistory.addTitle')}
      formId={formId}
      submit={
        row
          ? { label: t('rentHistory.save'), icon: 'pi pi-check' }
          : { label: t('rentHistory.add'), icon: 'pi pi-plus' }
      }
      pending={pending}
    >
      {visible && (
        <RentChangeFields ids={ids} row={row} formId={formId} onDone={onHide} onPendingChange={setPending} />
      )}
    </FormDialog>
  );
}
