import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useGenerateRents } from '@/features/rents/api/generate-rents';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { formatMonth } from '@/lib/rent-dates';
import { useToast } from '@/lib/toast';

interface Props {
  ids: ContractIds;
  /** The expected months without a rent ('YYYY-MM', oldest first), as the warning lists them. */
  missing: readonly string[];
}

/**
 * "Generate missing rents", under the missing-months warning: a confirmation listing the months,
 * then one rent each with the contract's defaults (docs/domain.md "Automatic rents"). A refusal shows
 * the server's message as an error toast, and the dialog closes either way (docs/product.md#errors).
 */
export function GenerateRents({ ids, missing }: Props) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const generate = useGenerateRents(ids);
  const [asking, setAsking] = useState(false);
  const count = missing.length;

  // Awaited rather than mutate's callbacks: the refreshed warning no longer lists missing months,
  // so this button is gone by the time the answer is toasted.
  const accept = async () => {
    try {
      const { created } = await generate.mutateAsync();
      // Someone else may have made them in the meantime.
      if (created > 0) toast.success(t('rents.generate.toast', { count: created }));
      else toast.info(t('rents.generate.none'));
    } catch (error) {
      toast.error((error instanceof Error && error.message) || t('error.unexpected'));
    }
  };

  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-bolt"
        label={t('rents.generate')}
        loading={generate.isPending}
        disabled={generate.isPending}
        onClick={() => setAsking(true)}
        className="rent-generate centered"
      />
      <ConfirmActionDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('rents.generate.title')}
        message={
          <div className="rent-generate-question">
            <p>{t('rents.generate.question', { count })}</p>
            <ul className="rent-generate-months">
              {missing.map((month) => (
                <li key={month}>{formatMonth(month, i18n.language)}</li>
              ))}
            </ul>
            <p className="hint">{t('rents.generate.defaults', { count })}</p>
          </div>
        }
        icon="pi pi-bolt"
        action={{ label: t('rents.generate.confirm'), icon: 'pi pi-check' }}
        onAccept={() => void accept()}
      />
    </>
  );
}
