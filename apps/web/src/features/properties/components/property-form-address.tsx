import type { CityItem } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { useLov } from '@/features/lov/api/get-lov';
import { api } from '@/lib/api-client';
import { lovOptions, OptionsField } from './property-form-select';
import type { PropertyFormValues } from './property-form-values';

/** GET /lov/countries/{countryId}/cities: a country's cities, which do not change while the app runs. */
function useCities(countryId: number | null) {
  return useQuery({
    queryKey: ['lov', 'countries', countryId, 'cities'],
    queryFn: ({ signal }) => api<CityItem[]>(`/lov/countries/${countryId}/cities`, { signal }),
    enabled: countryId != null,
    staleTime: Infinity,
  });
}

/** The property's address: the city is chosen within a country (docs/product.md#states-and-transitions). */
export function PropertyFormAddress() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const countryId = useWatch({ control, name: 'countryId' });
  const countries = useLov('countries');
  const cities = useCities(countryId);

  return (
    <fieldset className="property-form-grid property-form-full property-form-address">
      <legend>{t('propertyForm.address')}</legend>
      <OptionsField
        control={control}
        name="countryId"
        label={t('propertyForm.field.country')}
        options={lovOptions(t, countries.data, 'lov.country')}
        loading={countries.isPending}
        // Another country's cities do not fit: the city is chosen again.
        onValueChange={() => setValue('address.cityId', null)}
      />
      <OptionsField
        control={control}
        name="address.cityId"
        id="cityId"
        label={t('propertyForm.field.city')}
        options={lovOptions(t, cities.data)}
        loading={cities.isFetching}
        disabled={countryId == null}
        placeholder={countryId == null ? t('propertyForm.chooseCountryFirst') : undefined}
      />
      <TextField
        control={control}
        name="address.street"
        id="street"
        label={t('propertyForm.field.street')}
        autoComplete="address-line1"
      />
      <TextField control={control} name="address.number" id="number" label={t('propertyForm.field.number')} />
      <TextField control={control} name="address.floor" id="floor" label={t('propertyForm.field.floor')} />
      <TextField
        control={control}
        name="address.mailBox"
        id="mailBox"
        label={t('propertyForm.field.mailBox')}
      />
      <TextField
        control={control}
        name="address.postalCode"
        id="postalCode"
        label={t('propertyForm.field.postalCode')}
        autoComplete="postal-code"
      />
      <span aria-hidden="true" />
      <NumberField
        control={control}
        name="address.latitude"
        id="latitude"
        label={t('propertyForm.field.latitude')}
        maxFractionDigits={8}
        grouping={false}
      />
      <NumberField
        control={control}
        name="address.longitude"
        id="longitude"
        label={t('propertyForm.field.longitude')}
        maxFractionDigits={8}
        grouping={false}
      />
      <div className="property-form-full">
        <FormAlert text={(countries.error ?? cities.error)?.message} />
      </div>
    </fieldset>
  );
}
