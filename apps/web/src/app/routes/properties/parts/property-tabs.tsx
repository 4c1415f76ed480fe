import type { PropertyOverview } from '@arrenda/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PropertyContractsTab } from '@/app/routes/properties/parts/property-contracts-tab';
import { Tabs } from '@/components/tabs/tabs';
import { PropertyDetailsTab } from '@/features/properties/components/property-details-tab';
import { PropertyInnerTab } from '@/features/properties/components/property-inner-tab';
import { PropertyOverviewTab } from '@/features/properties/components/property-overview-tab';
import '@/features/properties/components/properties.css';

/** The tabs in their fixed order. */
const PROPERTY_TABS = ['overview', 'details', 'inner', 'contracts'] as const;
type PropertyTabName = (typeof PROPERTY_TABS)[number];

const TAB_ICONS: Record<PropertyTabName, string> = {
  overview: 'pi pi-chart-bar',
  details: 'pi pi-list',
  inner: 'pi pi-sitemap',
  contracts: 'pi pi-file',
};

/**
 * The property page's tabs (docs/product.md#screens-and-routes): Overview (the default), Details, Inner Properties
 * (only with inner properties), Contracts (only when the property has contracts). The open tab is
 * kept in the URL (?tab=details), so the back button and a reload return to it.
 */
export function PropertyTabs({ entityId, property }: { entityId: number; property: PropertyOverview }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown: Record<PropertyTabName, boolean> = {
    overview: true,
    details: true,
    inner: property.figures.numChildren > 0,
    contracts: property.numContracts > 0,
  };
  const requested = PROPERTY_TABS.find((tab) => tab === params.get('tab') && shown[tab]) ?? 'overview';
  const select = (tab: PropertyTabName) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const contents: Record<PropertyTabName, () => ReactNode> = {
    overview: () => <PropertyOverviewTab property={property} />,
    details: () => <PropertyDetailsTab property={property} />,
    inner: () => <PropertyInnerTab entityId={entityId} propertyId={property.id} />,
    contracts: () => <PropertyContractsTab entityId={entityId} propertyId={property.id} />,
  };

  return (
    <section className="property-tabs" aria-label={t('property.tab.label')}>
      <Tabs
        active={requested}
        onChange={select}
        tabs={PROPERTY_TABS.filter((tab) => shown[tab]).map((tab) => ({
          key: tab,
          header: t(`property.tab.${tab}`),
          icon: TAB_ICONS[tab],
          content: contents[tab](),
        }))}
      />
    </section>
  );
}
