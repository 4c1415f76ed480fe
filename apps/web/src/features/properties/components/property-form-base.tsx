import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useLov } from '@/features/lov/api/get-lov';
import { PropertyFormAddress } from './property-form-address';
import { PropertyFormParent } from './property-form-parent';
import { offersDetails, type PropertyFormValues } from './property-form-values';
import { PropertyFormWarnings } from './property-form-warning-list';

/** The currency a value starts in. */
const DEFAULT_CURRENCY = 'Euro';

/** Base Information: type, names, area, value, the details and sub-property switches, the parent, the address. */
export function PropertyFormBase({ entityId, propertyId }: { entityId: number; propertyId?: number }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const [propertyTypeId, value, currencyId, isSubProperty] = useWatch({
    control,
    name: ['baseInfo.propertyTypeId', 'baseInfo.value', 'baseInfo.currencyId', 'isSubProperty'],
  });
  const propertyTypes = useLov('propertyTypes');
  const currencies = useLov('currencies');

  // The currency selector appears with a value, set to Euro unless one was chosen before.
  const euroId = currencies.data?.find((currency) => currency.name === DEFAULT_CURRENCY)?.id;
  const hasValue = value != null;
  useEffect(() => {
    if (hasValue && currencyId == null && euroId !== undefined) setValue('baseInfo.currencyId', euroId);
  }, [hasValue, currencyId, euroId, setValue]);

  return (
    <div className="property-form-grid">
      <SelectField
        control={control}
        name="baseInfo.propertyTypeId"
        id="propertyTypeId"
        label={t('propertyForm.field.propertyType')}
        items={propertyTypes.data}
        loading={propertyTypes.isPending}
        translationPrefix="lov.propertyType"
      />
      <TextField control={control} name="baseInfo.name" id="name" label={t('propertyForm.field.name')} />
      <TextField control={control} name="baseInfo.code" id="code" label={t('propertyForm.field.code')} />
      <NumberField
        control={control}
        name="baseInfo.areaMeters"
        id="areaMeters"
        label={t('propertyForm.field.areaMeters')}
        min={0}
      />
      <NumberField
        control={control}
        name="baseInfo.value"
        id="value"
        label={t('propertyForm.field.value')}
        minFractionDigits={2}
        maxFractionDigits={2}
        min={0}
      />
      {hasValue && (
        <SelectField
          control={control}
          name="baseInfo.currencyId"
          id="currencyId"
          label={t('propertyForm.field.currency')}
          items={currencies.data}
          loading={currencies.isPending}
          translationPrefix="lov.currency"
        />
      )}
      <div className="property-form-full">
        <TextAreaField
          control={control}
          name="baseInfo.description"
          id="description"
          label={t('propertyForm.field.description')}
        />
      </div>
      {offersDetails(propertyTypeId) && (
        <div className="property-form-full">
          <SwitchField control={control} name="hasDetails" label={t('propertyForm.field.hasDetails')} />
        </div>
      )}
      <div className="property-form-grid property-form-full">
        <SwitchField control={control} name="isSubProperty" label={t('propertyForm.field.isSubProperty')} />
        {isSubProperty && <PropertyFormParent entityId={entityId} propertyId={propertyId} />}
      </div>
      <div className="property-form-full">
        <FormAlert text={(propertyTypes.error ?? currencies.error)?.message} />
      </div>
      <PropertyFormAddress />
      {isSubProperty && <PropertyFormWarnings entityId={entityId} />}
    </div>
  );
}
