import { Menubar } from 'primereact/menubar';
import type { MenuItem } from 'primereact/menuitem';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { useHasRentals } from '../features/portal/api/get-portal-contracts';
import { RemindersBell } from '../features/reminders/components/reminders-bell';
import { useSession } from '../lib/session';
import { LanguageSelector } from './language-selector';

/**
 * Tabbing onto the menu focuses its first item, as the WAI-ARIA menubar pattern asks. PrimeReact's
 * Menubar only focuses the item of an open submenu, and with none its arrow keys go nowhere; its
 * Home key does focus the first item, so a keyboard focus of the menu presses it.
 */
function focusFirstItem(event: FocusEvent<HTMLElement>) {
  const menu = event.target;
  if (menu.getAttribute('role') !== 'menubar' || !menu.matches(':focus-visible')) return;
  menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', code: 'Home', bubbles: true }));
}

/** Nav bar of spec section 2: brand, entity sections, contacts, account menu, language flags. */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const hasRentals = useHasRentals();

  const link = (label: string, icon: string, to: string): MenuItem => ({
    label,
    icon,
    className: pathname === to ? 'nav-active' : undefined,
    command: () => navigate(to),
  });

  const entityId = session?.currentEntityId;
  const items: MenuItem[] = [
    ...(entityId
      ? [
          link(t('nav.overview'), 'pi pi-chart-bar', `/entities/${entityId}`),
          link(t('nav.properties'), 'pi pi-building', `/entities/${entityId}/properties`),
          link(t('nav.contracts'), 'pi pi-file', `/entities/${entityId}/contracts`),
          link(t('nav.tenants'), 'pi pi-users', `/entities/${entityId}/tenants`),
        ]
      : []),
    ...(hasRentals ? [link(t('nav.myRentals'), 'pi pi-home', '/portal')] : []),
    link(t('nav.contacts'), 'pi pi-envelope', '/#contact'),
    {
      label: t('nav.account'),
      icon: 'pi pi-user',
      items: session
        ? [
            link(t('nav.profile'), 'pi pi-id-card', '/profile'),
            { label: t('nav.logout'), icon: 'pi pi-sign-out', command: logout },
          ]
        : [
            link(t('nav.register'), 'pi pi-user-plus', '/registration'),
            link(t('nav.login'), 'pi pi-sign-in', '/login'),
          ],
    },
  ];

  return (
    <header className="nav-bar">
      <Menubar
        aria-label={t('nav.mainMenu')}
        // The phone's menu button, named in the app's language (PrimeReact's own label is English).
        pt={{ button: { 'aria-label': t('nav.mainMenu') } }}
        model={items}
        onFocus={focusFirstItem}
        start={
          <Link to="/entities/" className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('app.name')}</span>
          </Link>
        }
        end={
          <div className="nav-end">
            {session && <RemindersBell />}
            <LanguageSelector />
          </div>
        }
      />
    </header>
  );
}
