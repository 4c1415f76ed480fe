import type { PropertySummaryItem } from '@arrenda/core';
import { useCallback, useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { choiceOptions, ServerSelectField } from '@/components/form/server-select';
import { propertyChoiceLabel, usePropertyChoices } from '@/features/properties/api/property-choices';
import { hasNoAddress } from './property-form-payload';
import { addressValuesOf, type PropertyFormValues } from './property-form-values';

/** Puts a parent's address into the form (docs/product.md#states-and-transitions); a parent without one changes nothing. */
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
 * A parent preselected on a new property (?parent=) gives its address once its row is loaded,
 * unless an address was typed meanwhile.
 */
function useCopyPreselectedAddress(parent: PropertySummaryItem | undefined, enabled: boolean) {
  const { getValues } = useFormContext<PropertyFormValues>();
  const copyAddress = useCopyParentAddress();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current || !parent) return;
    done.current = true;
    if (parent.id === getValues('parentPropertyId') && hasNoAddress(getValues())) copyAddress(parent);
  }, [enabled, parent, getValues, copyAddress]);
  return copyAddress;
}

interface Props {
  entityId: number;
  /** The property being edited; undefined for a new one. */
  propertyId: number | undefined;
}

/**
 * The parent selector: any property of the entity that cannot end up inside this one (the server
 * leaves out the property and those inside it), searched by the server.
 */
export function PropertyFormParent({ entityId, propertyId }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext<PropertyFormValues>();
  const parentId = useWatch({ control, name: 'parentPropertyId' });
  const choices = usePropertyChoices(entityId, parentId == null ? [] : [parentId], propertyId);
  const [parent] = choices.chosenItems;
  const copyAddress = useCopyPreselectedAddress(parent, propertyId === undefined);

  return (
    <div>
      <ServerSelectField
        control={control}
        name="parentPropertyId"
        label={t('propertyForm.field.parent')}
        choices={choices}
        options={choiceOptions(choices, (property) => propertyChoiceLabel(t, property))}
        onValueChange={(chosenId) => {
          const chosen = choices.items.find((property) => property.id === chosenId);
          if (chosen) copyAddress(chosen);
        }}
      />
      <FormAlert text={choices.error?.message} />
    </div>
  );
}
