import type { PropertyView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';
import { useSaveProperty } from './property-form-save';
import { PropertyFormSections } from './property-form-sections';
import {
  type FormPath,
  type FormSection,
  inFormOrder,
  propertyFormResolver,
  sectionOf,
  splitServerErrors,
  validatePropertyForm,
} from './property-form-validation';
import { formValuesOf, type PropertyFormValues } from './property-form-values';
import '@/components/layout/page.css';
import './property-form.css';

interface Props {
  entityId: number;
  /** The property to edit; a new property without it. */
  property?: PropertyView;
  /** A new property's preselected parent (?parent=). */
  parentId?: number | null;
  /** Where Cancel goes. */
  backTo: string;
  /** Reads the property again after an edit refused as stale (someone saved it since). */
  onReload?: () => Promise<void>;
}

/**
 * New Property and Edit Property (docs/product.md#screens-and-routes to 5). Saving goes to the property's page;
 * messages open the sections they are in and the first field with one takes the focus.
 */
export function PropertyForm({ entityId, property, parentId = null, backTo, onReload }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const navigate = useNavigate();
  const form = useForm<PropertyFormValues>({
    resolver: propertyFormResolver,
    defaultValues: formValuesOf(property, parentId),
    shouldFocusError: false,
  });
  const { handleSubmit, getValues, setError, setFocus } = form;
  const save = useSaveProperty(entityId, property);
  const [open, setOpen] = useState<FormSection[]>(['base']);
  const [focusPath, setFocusPath] = useState<FormPath | null>(null);

  // After the render that opened its section, so that the field is there to take the focus.
  useEffect(() => {
    if (focusPath === null) return;
    setFocus(focusPath);
    setFocusPath(null);
  }, [focusPath, setFocus]);

  const reveal = useCallback((paths: FormPath[]) => {
    const ordered = inFormOrder(paths);
    if (ordered.length === 0) return;
    setOpen((current) => [...new Set([...current, ...ordered.map(sectionOf)])]);
    setFocusPath(ordered[0] ?? null);
  }, []);

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (id) => {
          toast.success(t(property ? 'propertyForm.toast.updated' : 'propertyForm.toast.created'));
          void navigate(`/entities/${entityId}/properties/${id}`);
        },
        onError: (error) => {
          if (toastForbidden(error) || !(error instanceof ApiError)) return;
          const { byPath } = splitServerErrors(error.body.fieldErrors);
          for (const [path, message] of byPath) setError(path, { type: 'server', message });
          reveal(byPath.map(([path]) => path));
        },
      }),
    () => reveal([...validatePropertyForm(getValues()).keys()]),
  );

  const error = save.error;
  const refusal = error instanceof ApiError ? error : null;
  const alert =
    refusal?.status === 403
      ? null
      : [error?.message, ...splitServerErrors(refusal?.body.fieldErrors).others].filter(Boolean).join(' ');

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="property-form" aria-busy={save.isPending}>
        <PropertyFormSections
          entityId={entityId}
          propertyId={property?.id}
          open={open}
          onOpenChange={setOpen}
        />
        <FormAlert text={alert} onReload={reloadWhenStale(error, onReload, save.reset)} />
        <div className="form-actions">
          <Link to={backTo} className="p-button p-button-text centered">
            {t('common.cancel')}
          </Link>
          <Button
            type="submit"
            label={property ? t('propertyForm.update') : t('propertyForm.create')}
            icon={property ? 'pi pi-check' : 'pi pi-plus'}
            loading={save.isPending}
            disabled={save.isPending}
            className="centered"
          />
        </div>
      </form>
    </FormProvider>
  );
}
