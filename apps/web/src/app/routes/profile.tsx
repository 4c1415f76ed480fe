import { Card } from 'primereact/card';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useReloadKey } from '@/components/form/use-reload-key';
import { useProfile, useReloadProfile } from '@/features/profile/api/get-profile';
import { CalendarFeedCard } from '@/features/profile/components/calendar-feed-card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';

export default function ProfileRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [formKey, reload] = useReloadKey(useReloadProfile());
  return (
    <main className="page page-narrow">
      <h1>{t('profile.title')}</h1>
      {profile.isPending && <ProgressSpinner aria-label={t('common.loading')} />}
      <FormAlert text={profile.error?.message} />
      {profile.data && (
        <div className="stack">
          <Card title={t('profile.details')}>
            <ProfileForm key={formKey} user={profile.data} onReload={reload} />
          </Card>
          <Card title={t('profile.password')}>
            <ChangePasswordForm />
          </Card>
          <Card title={t('calendarFeed.title')}>
            <CalendarFeedCard />
          </Card>
        </div>
      )}
    </main>
  );
}
