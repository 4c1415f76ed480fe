import { formatAddress } from '@arrenda/core';
import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { usePropertiesSummary } from '../../properties/api/get-properties-summary';
import { OptionsField } from '../../properties/components/property-form-select';
import { propertyLabel } from '../../properties/components/property-labels';
import { useTenants } from '../../tenants/api/get-tenants';
import type { ContractFormValues } from './contract-form-values';
import { MultiSelectField } from './multi-select-field';

/** A warning that something must exist first, with the link to create it. */
function Missing({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <Message
      severity="warn"
      className="contract-form-missing"
      content={
        <span>
          {text} <Link to={to}>{link}</Link>
        </span>
      }
    />
  );
}

/**
 * Who and what the contract is about: the property (read-only once the contract exists, spec
 * section 2) and its tenants. An entity without properties or tenants is told where to create them.
 */
export function ContractFormParties({ entityId, editing }: { entityId: number; editing: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ContractFormValues>();
  const properties = usePropertiesSummary(entityId);
  const tenants = useTenants(entityId);

  const propertyOptions = useMemo(
    () =>
      (properties.data ?? []).map((property) => {
        const name = propertyLabel(t, property);
        const address = property.address ? formatAddress(property.address) : null;
        return { value: property.id, label: address ? `${name} · ${address}` : name };
      }),
    [properties.data, t],
  );
  const tenantOptions = useMemo(
    () => (tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name })),
    [tenants.data],
  );

  return (
    <div className="contract-form-grid">
      <div className="contract-form-full">
        {properties.data?.length === 0 && (
          <Missing
            text={t('contractForm.noProperties')}
            link={t('contractForm.createProperty')}
            to={`/entities/${entityId}/property/new`}
          />
        )}
        {tenants.data?.length === 0 && (
          <Missing
            text={t('contractForm.noTenants')}
            link={t('contractForm.createTenant')}
            to={`/entities/${entityId}/tenant/new`}
          />
        )}
      </div>
      <OptionsField
        control={control}
        name="propertyId"
        label={t('contractForm.field.property')}
        options={propertyOptions}
        loading={properties.isPending}
        disabled={editing}
      />
      <MultiSelectField
        control={control}
        name="tenantsId"
        label={t('contractForm.field.tenants')}
        options={tenantOptions}
        loading={tenants.isPending}
      />
      <div className="contract-form-full">
        <FormAlert text={(properties.error ?? tenants.error)?.message} />
      </div>
    </div>
  );
}
