import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useLov } from '@/features/lov/api/get-lov';
import type { PropertyFormValues } from './property-form-values';

/** Tax Information: business and location types and the tax registry codes. */
export function PropertyFormTax() {
  const { t } = useTranslation();
  const { control } = useFormContext<PropertyFormValues>();
  const businessTypes = useLov('propertyBusinessTypes');
  const locationTypes = useLov('propertyLocationTypes');
  return (
    <div className="property-form-grid">
      <SelectField
        control={control}
        name="propertyTaxInformation.propertyBusinessTypeId"
        id="propertyBusinessTypeId"
        label={t('propertyForm.field.propertyBusinessTypeId')}
        items={businessTypes.data}
        loading={businessTypes.isPending}
        translationPrefix="lov.propertyBusinessType"
        showClear
      />
      <SelectField
        control={control}
        name="propertyTaxInformation.propertyLocationTypeId"
        id="propertyLocationTypeId"
        label={t('propertyForm.field.propertyLocationTypeId')}
        items={locationTypes.data}
        loading={locationTypes.isPending}
        translationPrefix="lov.propertyLocationType"
        showClear
      />
      <TextField
        control={control}
        name="propertyTaxInformation.locationCode"
        id="locationCode"
        label={t('propertyForm.field.locationCode')}
      />
      <TextField
        control={control}
        name="propertyTaxInformation.articleCode"
        id="articleCode"
        label={t('propertyForm.field.articleCode')}
      />
      <TextField
        control={control}
        name="propertyTaxInformation.fractionCode"
        id="fractionCode"
        label={t('propertyForm.field.fractionCode')}
      />
      <div className="property-form-full">
        <FormAlert text={(businessTypes.error ?? locationTypes.error)?.message} />
      </div>
    </div>
  );
}
