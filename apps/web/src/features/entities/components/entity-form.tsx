import {
  type EntityForm as EntityFormInput,
  type EntityView,
  entityBody,
  entityEditBody,
} from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useCreateEntity } from '@/features/entities/api/create-entity';
import { useUpdateEntity } from '@/features/entities/api/update-entity';
import { useLov } from '@/features/lov/api/get-lov';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';
import '@/components/layout/page.css';
import './entities.css';

/** What the form holds; the schema turns it into the payload (blank text becomes null). */
const valuesOf = (entity: EntityView | undefined): EntityFormInput => ({
  name: entity?.name ?? '',
  entityTypeId: entity?.entityType.id ?? null,
  countryId: entity?.country.id ?? null,
  legalName: entity?.legalName ?? '',
  financeNumber: entity?.financeNumber ?? '',
  description: entity?.description ?? '',
  phone: entity?.phone ?? '',
  address: entity?.address ?? '',
  postalCode: entity?.postalCode ?? '',
  city: entity?.city ?? '',
  mailReceipts: entity?.mailReceipts ?? false,
  atReceiptsExempt: entity?.atReceiptsExempt ?? false,
});

interface Props {
  /** The entity to edit; a new entity without it. */
  entity?: EntityView;
  /** Reads the entity again after an edit refused as stale (someone saved it since). */
  onReload?: () => Promise<void>;
}

/**
 * New Entity (no `entity`) or Edit Entity (prefilled from `entity`), docs/product.md#screens-and-routes and #validation.
 * Create goes back to the list, edit to the entity's overview.
 */
export function EntityForm({ entity, onReload }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const navigate = useNavigate();
  const entityTypes = useLov('entityTypes');
  const countries = useLov('countries');
  const create = useCreateEntity();
  const update = useUpdateEntity(entity?.id ?? 0);
  const mutation = entity ? update : create;

  // Create says 'Entity Type is a required field', edit 'Cannot be empty' (docs/product.md#validation).
  const schema = entity ? entityEditBody : entityBody;
  const { control, handleSubmit } = useForm<EntityFormInput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(entity),
  });
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  const [filledFrom] = useState(entity?.version);

  const onSubmit = handleSubmit((values) => {
    // The resolver has validated the values; parsing again gives the payload its output type.
    const body = schema.parse(values);
    const onError = (error: Error) => void toastForbidden(error);
    if (entity) {
      update.mutate(
        { ...body, version: filledFrom },
        {
          onSuccess: () => {
            toast.success(t('entity.toast.updated'));
            void navigate(`/entities/${entity.id}`);
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('entity.toast.created'));
          void navigate('/entities/');
        },
        onError,
      });
    }
  });

  const error = mutation.error;
  const body = error instanceof ApiError ? error.body : undefined;
  const fieldErrors = body?.fieldErrors ?? {};
  const forbidden = error instanceof ApiError && error.status === 403;
  const lovError = entityTypes.error ?? countries.error;

  return (
    <form onSubmit={onSubmit} noValidate className="entity-form">
      <div className="form-grid">
        <TextField
          control={control}
          name="name"
          label={t('entity.field.name')}
          autoComplete="organization"
          autoFocus={!entity}
          serverError={fieldErrors.name}
        />
        <SelectField
          control={control}
          name="entityTypeId"
          label={t('entity.field.entityType')}
          items={entityTypes.data}
          loading={entityTypes.isPending}
          translationPrefix="lov.entityType"
          showClear={Boolean(entity)}
          serverError={fieldErrors.entityTypeId}
        />
        <SelectField
          control={control}
          name="countryId"
          label={t('entity.field.country')}
          items={countries.data}
          loading={countries.isPending}
          translationPrefix="lov.country"
          filter
          showClear
          serverError={fieldErrors.countryId}
        />
        <TextField
          control={control}
          name="legalName"
          label={t('entity.field.legalName')}
          serverError={fieldErrors.legalName}
        />
        <TextField
          control={control}
          name="financeNumber"
          label={t('entity.field.financeNumber')}
          serverError={fieldErrors.financeNumber}
        />
        <TextField
          control={control}
          name="phone"
          label={t('entity.field.phone')}
          autoComplete="tel"
          serverError={fieldErrors.phone}
        />
        <TextField
          control={control}
          name="address"
          label={t('entity.field.address')}
          autoComplete="street-address"
          serverError={fieldErrors.address}
        />
        <TextField
          control={control}
          name="postalCode"
          label={t('entity.field.postalCode')}
          autoComplete="postal-code"
          serverError={fieldErrors.postalCode}
        />
        <TextField
          control={control}
          name="city"
          label={t('entity.field.city')}
          autoComplete="address-level2"
          serverError={fieldErrors.city}
        />
        <SwitchField
          control={control}
          name="mailReceipts"
          label={t('entity.field.mailReceipts')}
          serverError={fieldErrors.mailReceipts}
        />
        {/* Asked whatever the country: the exemption is Portugal's, but a country may be set later. */}
        <div className="form-grid-full">
          <CheckboxField
            control={control}
            name="atReceiptsExempt"
            label={t('entity.field.atReceiptsExempt')}
            hint={t('entity.field.atReceiptsExemptHint')}
            serverError={fieldErrors.atReceiptsExempt}
          />
        </div>
        <div className="form-grid-full">
          <TextAreaField
            control={control}
            name="description"
            label={t('entity.field.description')}
            serverError={fieldErrors.description}
          />
        </div>
      </div>
      <FormAlert text={lovError?.message} />
      <FormAlert
        text={forbidden ? undefined : error?.message}
        onReload={reloadWhenStale(error, onReload, mutation.reset)}
      />
      <div className="form-actions">
        <Link
          to={entity ? `/entities/${entity.id}` : '/entities/'}
          className="p-button p-button-text centered"
        >
          {t('common.cancel')}
        </Link>
        <Button
          type="submit"
          label={entity ? t('entity.form.update') : t('entity.form.create')}
          icon={entity ? 'pi pi-check' : 'pi pi-plus'}
          loading={mutation.isPending}
          className="centered"
        />
      </div>
    </form>
  );
}
