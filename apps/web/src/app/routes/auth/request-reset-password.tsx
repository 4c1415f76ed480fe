import { type RequestResetBody, requestResetBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useRequestResetPassword } from '@/features/auth/api/request-reset-password';
import { useToast } from '@/lib/toast';

export default function RequestResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const request = useRequestResetPassword();
  const { control, handleSubmit } = useForm<RequestResetBody>({
    resolver: zodResolver(requestResetBody),
    defaultValues: { userEmail: '' },
  });

  const onSubmit = handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => {
        toast.success(t('toast.requestSuccessful'));
        void navigate('/login');
      },
    }),
  );

  return (
    <AuthCard
      title={t('requestReset.title')}
      subtitle={t('requestReset.subtitle')}
      links={[
        { to: '/registration', label: t('link.register') },
        { to: '/login', label: t('link.login') },
      ]}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="userEmail"
          type="email"
          label={t('field.email')}
          autoComplete="email"
          autoFocus
        />
        <Button
          type="submit"
          label={t('requestReset.submit')}
          icon="pi pi-envelope"
          loading={request.isPending}
          className="w-full"
        />
        <FormAlert text={request.error?.message} />
      </form>
    </AuthCard>
  );
}
