import {
  type TenantBody,
  type TenantForm as TenantFormInput,
  type TenantView,
  tenantBody,
} from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { fieldWiring, submitError } from '@/lib/form-errors';
import { useForbiddenToast } from '@/lib/use-access';
import '@/components/layout/page.css';
import './tenants.css';

/** What the form holds; the schema turns it into the payload (blank text becomes null). */
const valuesOf = (tenant: TenantView | undefined): TenantFormInput => ({
  name: tenant?.name ?? '',
  email: tenant?.email ?? '',
  phone: tenant?.phone ?? '',
  fiscalNumber: tenant?.fiscalNumber ?? '',
  note: tenant?.note ?? '',
  address: tenant?.address ?? '',
  postalCode: tenant?.postalCode ?? '',
});

interface Props {
  /** The tenant to edit; a new tenant without it. */
  tenant?: TenantView;
  /** The create or update call. */
  save: UseMutationResult<unknown, Error, TenantBody>;
  /** After a successful save (the page toasts and leaves). */
  onSaved: () => void;
  /** Cancel: a link or button leaving the form. */
  cancel: ReactNode;
  /** Reads the tenant again after an edit refused as stale (someone saved it since). */
  onReload?: () => Promise<void>;
}

/**
 * New Tenant and Edit Tenant (docs/product.md#records-and-fields and #validation): name, contact, note, and the address used
 * on receipts. Field messages from the server show under their fields, the rest in an alert.
 */
export function TenantForm({ tenant, save, onSaved, cancel, onReload }: Props) {
  const { t } = useTranslation();
  const toastForbidden = useForbiddenToast();
  const { control, handleSubmit } = useForm<TenantFormInput>({
    resolver: zodResolver(tenantBody),
    defaultValues: valuesOf(tenant),
  });
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  const [filledFrom] = useState(tenant?.version);

  // The resolver has validated the values; parsing again gives the payload its output type.
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...tenantBody.parse(values), version: filledFrom },
      {
        onSuccess: onSaved,
        onError: (error) => void toastForbidden(error),
      },
    ),
  );

  const error = save.error;
  const { fieldErrors, forbidden } = submitError(error);
  const field = fieldWiring(control, (name: keyof TenantFormInput) => t(`tenant.field.${name}`), fieldErrors);

  return (
    <form onSubmit={onSubmit} noValidate className="tenant-form" aria-busy={save.isPending}>
      <div className="form-grid">
        <TextField {...field('name')} autoComplete="name" autoFocus={!tenant} />
        <TextField {...field('fiscalNumber')} />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
        <div className="form-grid-full">
          <TextAreaField {...field('note')} />
        </div>
      </div>
      <fieldset>
        <legend>{t('tenant.receipt.title')}</legend>
        <p className="hint">{t('tenant.receipt.hint')}</p>
        <div className="form-grid">
          <TextField {...field('address')} autoComplete="street-address" />
          <TextField {...field('postalCode')} autoComplete="postal-code" />
        </div>
      </fieldset>
      <FormAlert
        text={forbidden ? undefined : error?.message}
        onReload={reloadWhenStale(error, onReload, save.reset)}
      />
      <div className="form-actions">
        {cancel}
        <Button
          type="submit"
          label={tenant ? t('tenantForm.update') : t('tenantForm.create')}
          icon={tenant ? 'pi pi-check' : 'pi pi-plus'}
          loading={save.isPending}
          disabled={save.isPending}
          className="centered"
        />
      </div>
    </form>
  );
}
