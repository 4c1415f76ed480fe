import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractActionLinks } from '@/components/contract-action-links';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { QueryContent } from '@/components/query-content';
// The type icon's own style.
import { useReminders } from '@/features/reminders/api/get-reminders';
import { useFormat } from '@/lib/format';
import { type ReminderGroup, type ReminderRow, reminderGroups } from './reminder-groups';
import './reminders.css';

function ReminderCard({ row }: { row: ReminderRow }) {
  const { t } = useTranslation();
  return (
    <li className="reminder-card">
      <Tag value={row.text} severity={row.severity} className="reminder-reason" />
      <div className="reminder-property">
        <PropertyTypeIcon propertyTypeId={row.propertyTypeId} label={row.propertyType} />
        <div className="reminder-property-text">
          <span className="reminder-property-name">{row.propertyName}</span>
          {row.address && <span className="muted">{row.address}</span>}
        </div>
      </div>
      {row.tenants && (
        <p className="reminder-tenants">
          <i className="pi pi-users" aria-hidden="true" />
          <span className="p-hidden-accessible">{t('reminders.tenants')}</span>
          {row.tenants}
        </p>
      )}
      {row.owed && <p className="reminder-owed">{row.owed}</p>}
      <ContractActionLinks
        actions={{ ...row, payText: t('finance.pay'), contractText: t('finance.contract') }}
        className="reminder-links"
      />
    </li>
  );
}

function ReminderGroupSection({ group }: { group: ReminderGroup }) {
  const { t } = useTranslation();
  const titleId = `reminders-entity-${group.entityId}`;
  return (
    <section className="reminder-group" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Link to={`/entities/${group.entityId}`}>{group.entityName}</Link>
        <span className="reminder-count">{t('reminders.count', { count: group.rows.length })}</span>
      </h2>
      <ul className="reminder-cards">
        {group.rows.map((row) => (
          <ReminderCard key={row.key} row={row} />
        ))}
      </ul>
    </section>
  );
}

function NothingToDo() {
  const { t } = useTranslation();
  return (
    <div className="reminders-empty" role="status">
      <i className="pi pi-check-circle" aria-hidden="true" />
      <h2>{t('reminders.empty.title')}</h2>
      <p>{t('reminders.empty.text')}</p>
    </div>
  );
}

/**
 * What needs the caller's attention over all the entities where they can act: the overview's
 * reasons, grouped by entity (the entity with the oldest reason first), each with its property,
 * tenants, a link to the contract and, for an overdue rent, to its payment form.
 */
export function ReminderList() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const reminders = useReminders();
  return (
    <QueryContent query={reminders}>
      {(items) =>
        items.length === 0 ? (
          <NothingToDo />
        ) : (
          <div className="stack">
            {reminderGroups(items, { t, language: i18n.language, money: format.money }).map((group) => (
              <ReminderGroupSection key={group.entityId} group={group} />
            ))}
          </div>
        )
      }
    </QueryContent>
  );
}
