import { useCallback } from 'react';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';

/** What a dialog's form call is told to do when it ends, as TanStack Query's mutate takes it. */
export interface DialogSubmitHandlers {
  onSuccess: () => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

interface Options {
  /** The toast of a success. */
  success: string;
  /** Closes the dialog. */
  onDone: () => void;
  /** Holds the dialog open (FormDialog's `pending`) while the call runs. */
  onPendingChange: (pending: boolean) => void;
}

/**
 * Sends a form inside a FormDialog: the dialog is held open while the call runs; a success toasts
 * and closes it, a refusal for want of the right toasts and closes it, and any other error stays
 * in the form, which shows it. `send` makes the call with the handlers given.
 */
export function useDialogSubmit({ success, onDone, onPendingChange }: Options) {
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  return useCallback(
    (send: (handlers: DialogSubmitHandlers) => void) => {
      onPendingChange(true);
      send({
        onSuccess: () => {
          toast.success(success);
          onDone();
        },
        onError: (error) => {
          if (toastForbidden(error)) onDone();
        },
        onSettled: () => onPendingChange(false),
      });
    },
    [toast, toastForbidden, success, onDone, onPendingChange],
  );
}
