import { Message } from 'primereact/message';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { choiceOptions, ServerMultiSelectField, ServerSelectField } from '@/components/form/server-select';
import { TextField } from '@/components/form/text-field';
import { propertyChoiceLabel, usePropertyChoices } from '@/features/properties/api/property-choices';
import { useTenantChoices } from '@/features/tenants/api/tenant-choices';
import type { ContractFormValues } from './contract-form-values';

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
 * Who and what the contract is about: the property (read-only once the contract exists,
 * docs/product.md#screens-and-routes) and its tenants, each searched by the server among the entity's (a page at a time).
 * An entity without properties or tenants is told where to create them. Then the contract's number
 * at the Tax Authority, optional (given once the contract is communicated and its stamp duty paid).
 */
export function ContractFormParties({ entityId, editing }: { entityId: number; editing: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ContractFormValues>();
  const [propertyId, tenantsId] = useWatch({ control, name: ['propertyId', 'tenantsId'] });
  const properties = usePropertyChoices(entityId, propertyId == null ? [] : [propertyId]);
  const tenants = useTenantChoices(entityId, tenantsId);

  return (
    <div className="contract-form-grid">
      <div className="contract-form-full">
        {properties.allTotal === 0 && (
          <Missing
            text={t('contractForm.noProperties')}
            link={t('contractForm.createProperty')}
            to={`/entities/${entityId}/property/new`}
          />
        )}
        {tenants.allTotal === 0 && (
          <Missing
            text={t('contractForm.noTenants')}
            link={t('contractForm.createTenant')}
            to={`/entities/${entityId}/tenant/new`}
          />
        )}
      </div>
      <ServerSelectField
        control={control}
        name="propertyId"
        label={t('contractForm.field.property')}
        choices={properties}
        options={choiceOptions(properties, (property) => propertyChoiceLabel(t, property))}
        disabled={editing}
      />
      <ServerMultiSelectField
        control={control}
        name="tenantsId"
        label={t('contractForm.field.tenants')}
        choices={tenants}
        options={choiceOptions(tenants, (tenant) => tenant.name)}
      />
      <div className="contract-form-full">
        <TextField
          control={control}
          name="atContractNumber"
          label={t('contractForm.field.atContractNumber')}
          hint={t('contractForm.atContractNumberHint')}
        />
      </div>
      <div className="contract-form-full">
        <FormAlert text={(properties.error ?? tenants.error)?.message} />
      </div>
    </div>
  );
}
