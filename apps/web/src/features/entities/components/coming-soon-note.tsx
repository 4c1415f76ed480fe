import { useTranslation } from 'react-i18next';

/** A view whose issue comes later: a short note instead of an empty panel. */
export function ComingSoonNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="coming-soon-note">
      <i className="pi pi-hammer" aria-hidden="true" />
      <div>
        <strong>{t('comingSoon.title')}</strong>
        <p>{text}</p>
      </div>
    </div>
  );
}
