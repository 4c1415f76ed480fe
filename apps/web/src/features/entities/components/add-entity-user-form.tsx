import { type AddEntityUserForm as AddUserValues, addEntityUserBody, type LovItem } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useAddEntityUser } from '@/features/entities/api/add-entity-user';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';
import '@/components/layout/page.css';
import './entities.css';

/**
 * Shares the entity by e-mail (admins only): the server adds the account or invites the address to
 * register, and says the same either way. A refusal (already a member) shows under the e-mail field.
 */
export function AddEntityUserForm({ entityId, accessTypes }: { entityId: number; accessTypes?: LovItem[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const add = useAddEntityUser(entityId);
  const { control, handleSubmit, reset } = useForm<AddUserValues>({
    resolver: zodResolver(addEntityUserBody),
    defaultValues: { email: '', accessTypeId: null },
  });

  // A new e-mail makes the server's answer about the previous one stale.
  const email = useWatch({ control, name: 'email' });
  const { isError, reset: resetAdd } = add;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the e-mail clears the answer
  useEffect(() => {
    if (isError) resetAdd();
  }, [email]);

  const onSubmit = handleSubmit((values) => {
    // The resolver has validated the values; parsing again gives the payload its output type.
    const body = addEntityUserBody.parse(values);
    add.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        reset({ email: '', accessTypeId: body.accessTypeId });
      },
      onError: (error) => void toastForbidden(error),
    });
  });

  const error = add.error instanceof ApiError ? add.error : undefined;
  const fieldErrors = error?.body.fieldErrors ?? {};
  const emailError =
    fieldErrors.email ??
    (error && error.status !== 403 && !fieldErrors.accessTypeId ? error.message : undefined);

  return (
    <section className="add-user" aria-labelledby="add-user-title">
      <h2 id="add-user-title" className="table-title">
        {t('permissions.add.title')}
      </h2>
      <p className="hint">{t('permissions.add.hint')}</p>
      <form onSubmit={onSubmit} noValidate className="add-user-form">
        <div className="add-user-email">
          <TextField
            control={control}
            name="email"
            type="email"
            label={t('permissions.email')}
            autoComplete="off"
            serverError={emailError}
          />
        </div>
        <div className="add-user-access">
          <SelectField
            control={control}
            name="accessTypeId"
            id="add-user-access-type"
            label={t('permissions.accessType')}
            items={accessTypes}
            loading={!accessTypes}
            translationPrefix="lov.accessType"
            serverError={fieldErrors.accessTypeId}
          />
        </div>
        <div className="field add-user-submit">
          <span className="label-spacer" aria-hidden="true">
            {t('permissions.add.submit')}
          </span>
          <Button
            type="submit"
            label={t('permissions.add.submit')}
            icon="pi pi-user-plus"
            loading={add.isPending}
            className="centered"
          />
        </div>
      </form>
    </section>
  );
}
