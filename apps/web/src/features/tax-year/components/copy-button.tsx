import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';

/**
 * An icon button that copies a value for the AT's form, named by what it copies ("Copy landlord
 * NIF"); a toast says it was copied, or that the browser refused (then the value can be selected).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('taxYear.at.copied'));
    } catch {
      toast.error(t('taxYear.at.copyFailed'));
    }
  };
  return (
    <Button
      type="button"
      text
      rounded
      size="small"
      icon="pi pi-copy"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
    />
  );
}
