import { formatAddress, type PropertySummaryItem } from '@arrenda/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { usePropertiesSummary } from '../api/get-properties-summary';
import { parentCandidates } from './property-form-parents';
import { hasNoAddress } from './property-form-payload';
import { OptionsField } from './property-form-select';
import { addressValuesOf, type PropertyFormValues } from './property-form-values';

/** Puts a parent's address into the form (spec section 4); a parent without one changes nothing. */
function useCopyParentAddress() {
  const { setValue } = useFormContext<PropertyFormValues>();
  return useCallback(
    (parent: PropertySummaryItem) => {
      if (!parent.address) return;
      // Validated at once, so that a message left from an earlier submit goes with the blank it was about.
      const options = { shouldDirty: true, shouldValidate: true };
      setValue('countryId', parent.address.city.countryId, options);
      setValue('address', addressValuesOf(parent.address), options);
    },
    [setValue],
  );
}

/**
 * A parent preselected on a new property (?parent=) gives its address once the properties are
 * loaded, unless an address was typed meanwhile.
 */
function useCopyPreselectedAddress(properties: PropertySummaryItem[] | undefined, enabled: boolean) {
  const { getValues } = useFormContext<PropertyFormValues>();
  const copyAddress = useCopyParentAddress();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current || !properties) return;
    done.current = true;
    const parent = properties.find((property) => property.id === getValues('parentPropertyId'));
    if (parent && hasNoAddress(getValues())) copyAddress(parent);
  }, [enabled, properties, getValues, copyAddress]);
  return copyAddress;
}

interface Props {
  entityId: number;
  /** The property being edited; undefined for a new one. */
  propertyId: number | undefined;
}

/** The parent selector: any property of the entity that cannot end up inside this one. */
export function PropertyFormParent({ entityId, propertyId }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext<PropertyFormValues>();
  const summary = usePropertiesSummary(entityId);
  const copyAddress = useCopyPreselectedAddress(summary.data, propertyId === undefined);

  const options = useMemo(
    () =>
      parentCandidates(summary.data ?? [], propertyId).map((property) => {
        const name = property.name ?? t(`lov.propertyType.${property.propertyType.name}`);
        const address = property.address ? formatAddress(property.address) : null;
        return { value: property.id, label: address ? `${name} · ${address}` : name };
      }),
    [summary.data, propertyId, t],
  );

  return (
    <div>
      <OptionsField
        control={control}
        name="parentPropertyId"
        label={t('propertyForm.field.parent')}
        options={options}
        loading={summary.isPending}
        onValueChange={(parentId) => {
          const parent = summary.data?.find((property) => property.id === parentId);
          if (parent) copyAddress(parent);
        }}
      />
      <FormAlert text={summary.error?.message} />
    </div>
  );
}
