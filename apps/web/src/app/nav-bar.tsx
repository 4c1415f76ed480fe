import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Menubar, type MenubarItem } from '@/components/menubar/menubar';
import { useLogout } from '@/features/auth/api/logout';
import { useHasRentals } from '@/features/portal/api/get-portal-contracts';
import { RemindersBell } from '@/features/reminders/components/reminders-bell';
import { useSession } from '@/lib/session';
import { LanguageSelector } from './language-selector';

/** Nav bar of docs/product.md#screens-and-routes: brand, entity sections, contacts, account menu, language flags. */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const hasRentals = useHasRentals();

  const link = (label: string, icon: string, to: string): MenubarItem => ({
    label,
    icon,
    to,
    current: pathname === to,
  });

  const entityId = session?.currentEntityId;
  const items: MenubarItem[] = [
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
            { label: t('nav.logout'), icon: 'pi pi-sign-out', onSelect: logout },
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
        label={t('nav.mainMenu')}
        buttonLabel={t('nav.mainMenu')}
        items={items}
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
