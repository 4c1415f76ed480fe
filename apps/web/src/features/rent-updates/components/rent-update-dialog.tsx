import {
  coefficientOf,
  coefficientValue,
  type RentUpdateForm,
  type RentUpdateProposalView,
  rentUpdateBody,
  todayInPortugal,
  updatedAmount,
} from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { MONEY, NumberField } from '@/components/form/number-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useDialogSubmit } from '@/components/form/use-dialog-submit';
import { FormDialog } from '@/components/form-dialog';
import { useIssueRentUpdate } from '@/features/rent-updates/api/issue-rent-update';
import type { ContractIds } from '@/features/rent-updates/api/query-keys';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { coefficientText } from './coefficient-text';

/** The rent an update starts from: the history's latest. */
export interface CurrentRent {
  amount: number;
  currency: string;
}

interface FormProps {
  ids: ContractIds;
  /** The update proposed today, whose values the form starts from; none for a letter recorded by hand. */
  proposal: RentUpdateProposalView | null;
  current: CurrentRent;
  formId: string;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The letter's date and the new rent's day and amount, the proposal's by default. */
function RentUpdateFields({ ids, proposal, current, formId, onDone, onPendingChange }: FormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const issuing = useIssueRentUpdate(ids);
  const { control, handleSubmit } = useForm<RentUpdateForm>({
    resolver: zodResolver(rentUpdateBody),
    defaultValues: {
      letterDate: proposal?.letterDate ?? todayInPortugal(),
      effectiveDate: proposal?.effectiveDate ?? null,
      amount: proposal?.newAmount ?? null,
      ownClause: false,
      note: null,
      place: null,
    },
  });
  const ownClause = useWatch({ control, name: 'ownClause' });
  const effectiveDate = useWatch({ control, name: 'effectiveDate' });
  // The coefficient of the year the new rent would apply in, as the server will check it.
  const year = typeof effectiveDate === 'string' ? Number(effectiveDate.slice(0, 4)) : undefined;
  const coefficient = year === undefined ? undefined : coefficientOf(year);
  const maximum = coefficient && updatedAmount(current.amount, coefficient);
  const submit = useDialogSubmit({ success: t('rentUpdate.issued'), onDone, onPendingChange });
  const onSubmit = handleSubmit((values) =>
    submit((handlers) => issuing.mutate(rentUpdateBody.parse(values), handlers)),
  );
  const error = issuing.error instanceof ApiError ? issuing.error : undefined;
  const fieldErrors = error?.body.fieldErrors;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="stack">
      <p className="rent-update-computation" aria-live="polite">
        {coefficient && maximum
          ? t('rentUpdate.computation', {
              current: format.money(current.amount, current.currency),
              coefficient: coefficientText(coefficientValue(coefficient), i18n.language),
              year: coefficient.year,
              result: format.money(maximum, current.currency),
            })
          : t('rentUpdate.noCoefficient')}
      </p>
      <DateField
        control={control}
        name="letterDate"
        id={`${formId}-letter`}
        label={t('rentUpdate.letterDate')}
        serverError={fieldErrors?.letterDate}
      />
      <DateField
        control={control}
        name="effectiveDate"
        id={`${formId}-effective`}
        label={t('rentUpdate.effectiveDate')}
        hint={t('rentUpdate.effectiveHint')}
        serverError={fieldErrors?.effectiveDate}
      />
      <NumberField
        {...MONEY}
        control={control}
        name="amount"
        id={`${formId}-amount`}
        label={t('rentUpdate.newAmount')}
        hint={
          ownClause || !maximum
            ? undefined
            : t('rentUpdate.amountHint', { max: format.money(maximum, current.currency) })
        }
        serverError={fieldErrors?.amount}
      />
      <SwitchField
        control={control}
        name="ownClause"
        id={`${formId}-clause`}
        label={t('rentUpdate.ownClause')}
      />
      <TextAreaField
        control={control}
        name="note"
        id={`${formId}-note`}
        label={ownClause ? t('rentUpdate.clauseNote') : t('rentUpdate.note')}
        serverError={fieldErrors?.note}
      />
      <TextField
        control={control}
        name="place"
        id={`${formId}-place`}
        label={t('rentUpdate.place')}
        hint={t('rentUpdate.placeHint')}
      />
      <FormAlert text={error && !fieldErrors && error.status !== 403 ? error.message : undefined} />
    </form>
  );
}

interface Props {
  ids: ContractIds;
  proposal: RentUpdateProposalView | null;
  current: CurrentRent;
  visible: boolean;
  onHide: () => void;
}

/**
 * Issues the statutory rent update (docs/domain.md "Rent updates"), the one proposed today or a
 * letter recorded by hand (one already sent, dated in the past): the server checks the days and the
 * amount, writes the Portuguese letter as a file of the contract and adds the new rent to the
 * history. The computation follows the day chosen, as the server will check it.
 */
export function RentUpdateDialog({ ids, proposal, current, visible, onHide }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={t('rentUpdate.title')}
      formId={formId}
      submit={{ label: t('rentUpdate.submit'), icon: 'pi pi-file-pdf' }}
      pending={pending}
      width="34rem"
    >
      {visible && (
        <RentUpdateFields
          ids={ids}
          proposal={proposal}
          current={current}
          formId={formId}
          onDone={onHide}
          onPendingChange={setPending}
        />
      )}
    </FormDialog>
  );
}
