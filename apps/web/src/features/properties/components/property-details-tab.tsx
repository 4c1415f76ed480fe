import type { PropertyOverview } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LovList, lovQueryOptions } from '@/features/lov/api/get-lov';
import { useFormat } from '@/lib/format';
import './properties.css';

/** A label and its value; null values are left out (only what is set is shown). */
type Fact = [label: string, value: string | null];
type SetFact = [label: string, value: string];

const isSet = (fact: Fact): fact is SetFact => fact[1] !== null && fact[1] !== '';

/** A lookup id's translated name ("lov.kitchenType.EQUIPPED KITCHEN"); the list loads only when needed. */
function useLookupName(list: LovList, keyPrefix: string, id: number | null | undefined): string | null {
  const { t } = useTranslation();
  const lov = useQuery({ ...lovQueryOptions(list), enabled: id != null });
  if (id == null) return null;
  const name = lov.data?.find((item) => item.id === id)?.name;
  if (!name) return lov.isPending ? '…' : null;
  return t(`lov.${keyPrefix}.${name}`, { defaultValue: name });
}

function FactSection({ title, facts }: { title: string; facts: SetFact[] }) {
  return (
    <section className="property-facts-section">
      <h2 className="property-section-title">{title}</h2>
      <dl className="property-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The Details tab: base information (tax code, description, area, value), tax information with
 * its lookup names translated, and the details (yes/no answers, rooms, areas); only what is set.
 */
export function PropertyDetailsTab({ property }: { property: PropertyOverview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { baseInfo } = property;
  const tax = property.taxInformation;
  const details = property.details;

  const businessType = useLookupName(
    'propertyBusinessTypes',
    'propertyBusinessType',
    tax?.propertyBusinessTypeId,
  );
  const locationType = useLookupName(
    'propertyLocationTypes',
    'propertyLocationType',
    tax?.propertyLocationTypeId,
  );
  const kitchenType = useLookupName('kitchenTypes', 'kitchenType', details?.kitchenTypeId);
  const outsideAreaType = useLookupName('outsideAreaTypes', 'outsideAreaType', details?.outsideAreaTypeId);

  const label = (key: string) => t(`property.info.${key}`);
  const area = (meters: number | null | undefined) =>
    meters == null ? null : t('property.info.squareMeters', { area: format.count(meters) });
  const count = (value: number | null | undefined) => (value == null ? null : format.count(value));
  const yesNo = (value: boolean | null | undefined) =>
    value == null ? null : value ? t('property.info.yes') : t('property.info.no');

  const sections: { title: string; facts: Fact[] }[] = [
    {
      title: t('property.info.baseTitle'),
      facts: [
        [label('code'), baseInfo.code],
        [label('description'), baseInfo.description],
        [label('area'), area(baseInfo.areaMeters)],
        [label('value'), baseInfo.value == null ? null : format.money(baseInfo.value, baseInfo.currency)],
      ],
    },
    {
      title: t('property.info.taxTitle'),
      facts: [
        [label('businessType'), businessType],
        [label('locationType'), locationType],
        [label('locationCode'), tax?.locationCode ?? null],
        [label('articleCode'), tax?.articleCode ?? null],
        [label('fractionCode'), tax?.fractionCode ?? null],
      ],
    },
    {
      title: t('property.info.detailsTitle'),
      facts: [
        [label('bedrooms'), count(details?.numBedrooms)],
        [label('suites'), count(details?.numSuits)],
        [label('bathrooms'), count(details?.numBathrooms)],
        [label('toilets'), count(details?.numToilets)],
        [label('kitchen'), kitchenType],
        [label('kitchenArea'), area(details?.kitchenAreaMeters)],
        [label('livingRoom'), yesNo(details?.hasLivingRoom)],
        [label('livingRoomArea'), area(details?.livingRoomAreaMeters)],
        [label('diningRoom'), yesNo(details?.hasDiningRoom)],
        [label('diningRoomArea'), area(details?.diningRoomAreaMeters)],
        [label('storageRoom'), yesNo(details?.hasStorageRoom)],
        [label('storageRoomArea'), area(details?.storageRoomAreaMeters)],
        [label('outsideArea'), outsideAreaType],
        [label('outsideAreaSize'), area(details?.outsideAreaMeters)],
        [label('balconies'), count(details?.numBalconies)],
        [label('parkingInside'), count(details?.numParkingInside)],
        [label('parkingOutside'), count(details?.numParkingOutside)],
        [label('heating'), yesNo(details?.hasHeating)],
        [label('airCondition'), yesNo(details?.hasAirCondition)],
        [label('furnished'), yesNo(details?.isFurnished)],
        [label('laundry'), yesNo(details?.hasLaundry)],
      ],
    },
  ];

  const shown = sections
    .map((section) => ({ title: section.title, facts: section.facts.filter(isSet) }))
    .filter((section) => section.facts.length > 0);
  if (shown.length === 0) return <p className="empty-text">{t('property.info.empty')}</p>;
  return (
    <div className="stack">
      {shown.map((section) => (
        <FactSection key={section.title} title={section.title} facts={section.facts} />
      ))}
    </div>
  );
}
