import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useRemindersFollowEntityChanges } from '@/features/reminders/api/follow-entity-changes';
import { useReminders } from '@/features/reminders/api/get-reminders';
import './reminders.css';

/**
 * The bell's number, drawn as PrimeReact's badge is (the theme styles its classes) without loading
 * PrimeReact's code in the app's shell.
 */
function CountBadge({ value }: { value: string }) {
  const gutter = value.length === 1 ? ' p-badge-no-gutter' : '';
  return (
    <span className={`p-badge p-component p-badge-danger${gutter}`} aria-hidden="true">
      {value}
    </span>
  );
}

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
      {count > 0 && <CountBadge value={count > 999 ? '999+' : String(count)} />}
    </NavLink>
  );
}
