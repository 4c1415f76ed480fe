import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRentIds } from '@/features/portal/api/query-keys';
import { useRefreshPortal } from '@/features/portal/api/refresh';
import { useToast } from '@/lib/toast';
import { fitsUpload, proofFailure, useProofUpload } from './use-proof-upload';

/**
 * Attaches a proof to a pending confirmation that has none (say its first upload failed): the
 * browser's file picker, the 10 MB rule, then the upload with its progress.
 */
export function AttachProofButton({ ids, confirmationId }: { ids: PortalRentIds; confirmationId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const send = useProofUpload();
  const refresh = useRefreshPortal();
  const upload = useMutation({
    mutationFn: (file: File) => send(ids, confirmationId, file),
    onSuccess: () => toast.success(t('portal.toast.proofAttached')),
    onError: (error) => toast.error(proofFailure(error, t)),
    onSettled: () => void refresh(),
  });
  const label = t('portal.confirmation.attachProof');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (fitsUpload(file)) upload.mutate(file);
    else toast.error(t('validation.fileTooLarge'));
  };

  return (
    <>
      <input ref={input} type="file" hidden aria-label={label} onChange={choose} />
      <Button
        type="button"
        size="small"
        text
        icon="pi pi-paperclip"
        label={label}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
