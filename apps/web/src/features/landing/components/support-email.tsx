import { useTranslation } from 'react-i18next';
import { useConfig } from '@/features/auth/api/get-config';

/**
 * The support address of the server configuration as a mailto link. While it loads, or if it
 * cannot be loaded, a short note is shown instead (nothing at all when `quiet`).
 */
export function SupportEmail({ className, quiet = false }: { className?: string; quiet?: boolean }) {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.isSuccess) {
    const email = config.data.supportEmail;
    return (
      <a href={`mailto:${email}`} className={className}>
        {email}
      </a>
    );
  }
  if (quiet) return null;
  return (
    <span className="landing-muted" role={config.isError ? 'alert' : 'status'}>
      {t(config.isError ? 'landing.contact.unavailable' : 'landing.contact.loading')}
    </span>
  );
}
