import { Accordion, AccordionTab } from 'primereact/accordion';
import { type ReactNode, useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PropertyFormBase } from './property-form-base';
import { PropertyFormDetails } from './property-form-details';
import { PropertyFormTax } from './property-form-tax';
import type { FormSection } from './property-form-validation';
import { offersDetails, type PropertyFormValues } from './property-form-values';

const ORDER: readonly FormSection[] = ['base', 'details', 'tax'];

const TITLE_KEYS: Record<FormSection, string> = {
  base: 'propertyForm.section.base',
  details: 'propertyForm.section.details',
  tax: 'propertyForm.section.tax',
};

interface Props {
  entityId: number;
  propertyId: number | undefined;
  /** The expanded sections. */
  open: readonly FormSection[];
  onOpenChange: (open: FormSection[]) => void;
}

/**
 * The form's collapsible sections (docs/product.md#screens-and-routes): Base Information, Detailed Information (only
 * once switched on, for types 1, 3 and 4) and Tax Information. A section with a message says so
 * in its header, so that a collapsed one is not missed.
 */
export function PropertyFormSections({ entityId, propertyId, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<PropertyFormValues>();
  const { errors } = useFormState({ control });
  const [propertyTypeId, hasDetails] = useWatch({ control, name: ['baseInfo.propertyTypeId', 'hasDetails'] });
  const shown = ORDER.filter(
    (section) => section !== 'details' || (hasDetails && offersDetails(propertyTypeId)),
  );

  // Switching details on opens them, where the answers are to be given.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'hasDetails' && values.hasDetails && !open.includes('details')) {
        onOpenChange([...open, 'details']);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, open, onOpenChange]);

  const withErrors: Record<FormSection, boolean> = {
    base: Boolean(errors.baseInfo ?? errors.countryId ?? errors.address ?? errors.parentPropertyId),
    details: Boolean(errors.propertyDetails),
    tax: Boolean(errors.propertyTaxInformation),
  };
  const content: Record<FormSection, ReactNode> = {
    base: <PropertyFormBase entityId={entityId} propertyId={propertyId} />,
    details: <PropertyFormDetails />,
    tax: <PropertyFormTax />,
  };

  return (
    <Accordion
      multiple
      className="property-form-sections"
      activeIndex={shown.flatMap((section, index) => (open.includes(section) ? [index] : []))}
      onTabChange={(event) => {
        const indexes = Array.isArray(event.index) ? event.index : [event.index];
        onOpenChange(shown.filter((_section, index) => indexes.includes(index)));
      }}
    >
      {shown.map((section) => (
        <AccordionTab
          key={section}
          header={
            <span className="property-form-section-title">
              {t(TITLE_KEYS[section])}
              {withErrors[section] && (
                <>
                  <i className="pi pi-exclamation-circle p-error" aria-hidden="true" />{' '}
                  <span className="p-hidden-accessible">{t('propertyForm.sectionHasErrors')}</span>
                </>
              )}
            </span>
          }
        >
          {content[section]}
        </AccordionTab>
      ))}
    </Accordion>
  );
}
