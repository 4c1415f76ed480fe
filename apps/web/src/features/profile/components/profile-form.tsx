import { type ProfileForm as ProfileValues, type ProfileView, profileBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { useToast } from '@/lib/toast';

interface Props {
  user: ProfileView;
  /** Reads the profile again after an edit refused as stale (someone saved it since). */
  onReload: () => Promise<void>;
}

export function ProfileForm({ user, onReload }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateProfile();
  const { control, handleSubmit } = useForm<ProfileValues>({
    resolver: zodResolver(profileBody),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      remindersEnabled: user.remindersEnabled,
    },
  });
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  // The form stays after a save, now holding what was saved: its answered version is the one to send.
  const [filledFrom, setFilledFrom] = useState(user.version);
  const onSubmit = handleSubmit((body) =>
    update.mutate(
      { ...body, version: filledFrom },
      {
        onSuccess: (saved) => {
          setFilledFrom(saved.version);
          toast.success(t('server.profileUpdated'));
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="profile-email">{t('field.email')}</label>
        <input id="profile-email" className="p-inputtext p-component" value={user.email} readOnly disabled />
      </div>
      <TextField control={control} name="firstName" label={t('field.firstName')} autoComplete="given-name" />
      <TextField control={control} name="lastName" label={t('field.lastName')} autoComplete="family-name" />
      <SwitchField control={control} name="remindersEnabled" label={t('reminders.setting')} />
      <p className="hint">{t('reminders.settingHint')}</p>
      <Button type="submit" label={t('profile.save')} icon="pi pi-check" loading={update.isPending} />
      <FormAlert
        text={update.error?.message}
        onReload={reloadWhenStale(update.error, onReload, update.reset)}
      />
    </form>
  );
}
