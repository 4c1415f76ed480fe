import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declarationYears } from '@/lib/declaration-years';
import { saveFile } from '@/lib/save-file';
import { useToast } from '@/lib/toast';
import './declaration-download.css';

/** A downloaded declaration: the PDF and the name to save it under. */
export interface DeclarationFile {
  pdf: Blob;
  fileName: string;
}

interface Props {
  /** Fetches the year's declaration; a refusal (no payments that year...) is told in a toast. */
  download: (year: number) => Promise<DeclarationFile>;
  /** The earliest contract's start (ISO), where the years offered begin. */
  since?: string | null | undefined;
}

/**
 * A year to choose (last year until June, then this year, at first) and "Download declaration",
 * which saves the year's PDF as the server names it; the button is busy meanwhile, and what the
 * server answers instead (no payments that year) shows as an error toast.
 */
export function DeclarationDownload({ download, since }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const yearId = useId();
  // The years as they are when the card opens: a page left open over New Year keeps its choice.
  const [{ years, initial }] = useState(() => declarationYears(new Date(), since));
  const [year, setYear] = useState(initial);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const { pdf, fileName } = await download(year);
      saveFile(pdf, fileName);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="declaration-download">
      <div className="declaration-download-year">
        <label htmlFor={yearId}>{t('declaration.year')}</label>
        <Dropdown
          inputId={yearId}
          value={year}
          options={years.map((value) => ({ value, label: String(value) }))}
          onChange={(event) => {
            if (typeof event.value === 'number') setYear(event.value);
          }}
        />
      </div>
      <Button
        type="button"
        icon="pi pi-download"
        label={t('declaration.download')}
        loading={busy}
        onClick={() => void save()}
      />
    </div>
  );
}
