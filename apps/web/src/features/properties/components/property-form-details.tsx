import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { useLov } from '@/features/lov/api/get-lov';
import type { AreaField, DetailFlag, PropertyFormValues } from './property-form-values';
import { isAreaShown } from './property-form-values';

const PLAIN_FLAGS = ['hasHeating', 'hasAirCondition', 'isFurnished', 'hasLaundry'] as const;
const COUNTS = [
  'numBedrooms',
  'numSuits',
  'numBathrooms',
  'numToilets',
  'numBalconies',
  'numParkingInside',
  'numParkingOutside',
] as const;
/** Rooms answered yes or no, each with its area once answered yes. */
const ROOMS: readonly [DetailFlag, AreaField][] = [
  ['hasStorageRoom', 'storageRoomAreaMeters'],
  ['hasLivingRoom', 'livingRoomAreaMeters'],
  ['hasDiningRoom', 'diningRoomAreaMeters'],
];

/** A question and its area side by side, so that a hidden area does not shift the next row. */
const Row = ({ children }: { children: ReactNode }) => (
  <div className="property-form-grid property-form-full">{children}</div>
);

/** Detailed Information: rooms, comfort, kitchen and outside area (types 1, 3 and 4 only). */
export function PropertyFormDetails() {
  const { t } = useTranslation();
  const { control } = useFormContext<PropertyFormValues>();
  const details = useWatch({ control, name: 'propertyDetails' });
  const kitchenTypes = useLov('kitchenTypes');
  const outsideAreaTypes = useLov('outsideAreaTypes');
  const label = (field: string) => t(`propertyForm.field.${field}`);
  const area = (field: AreaField) =>
    isAreaShown(details, field) && (
      <NumberField
        control={control}
        name={`propertyDetails.${field}`}
        id={field}
        label={label(field)}
        min={0}
      />
    );

  return (
    <div className="property-form-grid">
      {PLAIN_FLAGS.map((flag) => (
        <SwitchField
          key={flag}
          control={control}
          name={`propertyDetails.${flag}`}
          id={flag}
          label={label(flag)}
        />
      ))}
      {COUNTS.map((count) => (
        <NumberField
          key={count}
          control={control}
          name={`propertyDetails.${count}`}
          id={count}
          label={label(count)}
          min={0}
        />
      ))}
      <Row>
        <SelectField
          control={control}
          name="propertyDetails.kitchenTypeId"
          id="kitchenTypeId"
          label={label('kitchenTypeId')}
          items={kitchenTypes.data}
          loading={kitchenTypes.isPending}
          translationPrefix="lov.kitchenType"
          showClear
        />
        {area('kitchenAreaMeters')}
      </Row>
      <Row>
        <SelectField
          control={control}
          name="propertyDetails.outsideAreaTypeId"
          id="outsideAreaTypeId"
          label={label('outsideAreaTypeId')}
          items={outsideAreaTypes.data}
          loading={outsideAreaTypes.isPending}
          translationPrefix="lov.outsideAreaType"
          showClear
        />
        {area('outsideAreaMeters')}
      </Row>
      {ROOMS.map(([flag, roomArea]) => (
        <Row key={flag}>
          <SwitchField control={control} name={`propertyDetails.${flag}`} id={flag} label={label(flag)} />
          {area(roomArea)}
        </Row>
      ))}
      <div className="property-form-full">
        <FormAlert text={(kitchenTypes.error ?? outsideAreaTypes.error)?.message} />
      </div>
    </div>
  );
}
