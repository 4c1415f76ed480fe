import { useTranslation } from 'react-i18next';
import { ReminderList } from '@/features/reminders/components/reminder-list';

/** What needs the user's attention, over all the entities where they can act. */
export default function RemindersRoute() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <h1>{t('reminders.title')}</h1>
      <p className="hint">{t('reminders.hint')}</p>
      <ReminderList />
    </main>
  );
}
