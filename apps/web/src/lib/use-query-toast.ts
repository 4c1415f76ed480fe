import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type ToastKind, useToast } from './toast';

/** Shows a toast when the URL carries `param=value` (e.g. ?logout=true), then drops the parameter. */
export function useQueryToast(param: string, value: string, kind: ToastKind, text: string) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const present = params.get(param) === value;
  useEffect(() => {
    if (!present) return;
    toast[kind](text);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [present, toast, kind, text, param, setParams]);
}
