import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';

/** A field's message under its input, linked to it for screen readers. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <small id={`${id}-error`} className="p-error field-error" role="alert">
      {translateMessage(t, message)}
    </small>
  );
}
