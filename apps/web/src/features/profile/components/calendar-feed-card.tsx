import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { FormAlert } from '@/components/form/form-alert';
import {
  useCalendarFeed,
  useRenewCalendarFeed,
  useRevokeCalendarFeed,
} from '@/features/profile/api/calendar-feed';
import { formatDateTime } from '@/lib/format';
import { useToast } from '@/lib/toast';

/**
 * The private calendar subscription (docs/domain.md "Calendar feed"): turned on, its address shown
 * once to copy into a calendar app; renewed (the old address stops working) or turned off.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const addressId = useId();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const url = renew.data?.url;
  const enabled = feed.data?.enabled === true;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  };
  return (
    <div className="stack">
      <p className="hint">{t('calendarFeed.hint')}</p>
      <FormAlert text={feed.error?.message ?? renew.error?.message ?? revoke.error?.message} />
      {url && (
        <div className="stack">
          <label htmlFor={addressId}>{t('calendarFeed.address')}</label>
          <InputText id={addressId} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <p className="hint">{t('calendarFeed.onlyOnce')}</p>
          <div>
            <Button
              type="button"
              icon="pi pi-copy"
              label={t('calendarFeed.copy')}
              onClick={() => void copy()}
            />
          </div>
        </div>
      )}
      {feed.isSuccess && !enabled && !url && (
        <div>
          <Button
            type="button"
            icon="pi pi-calendar-plus"
            label={t('calendarFeed.turnOn')}
            loading={renew.isPending}
            onClick={() => renew.mutate()}
          />
        </div>
      )}
      {enabled && (
        <>
          {!url && feed.data?.createdAt && (
            <p>{t('calendarFeed.onSince', { date: formatDateTime(feed.data.createdAt, i18n.language) })}</p>
          )}
          <div className="form-actions">
            <Button
              type="button"
              outlined
              icon="pi pi-refresh"
              label={t('calendarFeed.renew')}
              onClick={() => setConfirming('renew')}
            />
            <Button
              type="button"
              outlined
              severity="danger"
              icon="pi pi-times"
              label={t('calendarFeed.turnOff')}
              onClick={() => setConfirming('revoke')}
            />
          </div>
        </>
      )}
      <ConfirmActionDialog
        visible={confirming !== null}
        onHide={() => setConfirming(null)}
        header={confirming === 'revoke' ? t('calendarFeed.turnOffTitle') : t('calendarFeed.renewTitle')}
        message={
          confirming === 'revoke' ? t('calendarFeed.turnOffQuestion') : t('calendarFeed.renewQuestion')
        }
        action={
          confirming === 'revoke'
            ? { label: t('calendarFeed.turnOff'), icon: 'pi pi-times', danger: true }
            : { label: t('calendarFeed.renew'), icon: 'pi pi-refresh' }
        }
        onAccept={() => {
          if (confirming === 'revoke') {
            revoke.mutate(undefined, {
              onSuccess: () => {
                renew.reset();
                toast.success(t('calendarFeed.turnedOff'));
              },
            });
          } else renew.mutate();
        }}
      />
    </div>
  );
}
