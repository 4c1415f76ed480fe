import { Badge } from 'primereact/badge';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useRemindersFollowEntityChanges } from '@/features/reminders/api/follow-entity-changes';
import { useReminders } from '@/features/reminders/api/get-reminders';
import './reminders.css';

/** The nav bar's bell for a signed-in user: the number of reasons to act, linking to /reminders. */
export function RemindersBell() {
  const { t } = useTranslation();
  const reminders = useReminders();
  useRemindersFollowEntityChanges();
  const count = reminders.data?.length ?? 0;
  const label = t('reminders.count', { count });
  return (
    <NavLink
      to="/reminders"
      className={({ isActive }) => (isActive ? 'reminders-bell active' : 'reminders-bell')}
      aria-label={label}
      title={label}
    >
      <i className="pi pi-bell" aria-hidden="true" />
      {/* The number shown is the one in the link's name (WCAG 2.5.3), up to three digits. */}
      {count > 0 && <Badge value={count > 999 ? '999+' : count} severity="danger" aria-hidden="true" />}
    </NavLink>
  );
}
