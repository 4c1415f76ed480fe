import {
  type MutateOptions,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError } from './api-client';

/**
 * After a success, the same submission again is ignored this long: the form usually leaves at once,
 * but a double click's second click can come before it has (a fast answer, an animated navigation).
 * Another submission (a form that stays, such as adding a second member) goes through.
 */
const AFTER_SUCCESS_MS = 1_000;

/** 128 random bits: crypto.getRandomValues works outside secure contexts too, unlike randomUUID. */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface Action {
  /** The submitted variables as JSON: a resend is the same action only with the same ones. */
  variables: string;
  key: string;
}

export interface SubmitMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> {
  /** The call, with the Idempotency-Key of this submission for its POST (docs/security.md). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
}

/**
 * The mutation of a form's submission, an intended action (docs/security.md "Idempotent creates"):
 * - `mutate` runs one submission at a time: a call while one runs (a double click, even before
 *   isPending has re-rendered the button), or with the same variables just after their success,
 *   is ignored;
 * - each submission gets a new Idempotency-Key, except a resend of the same variables after an
 *   outcome that may change (no answer, a 5xx, a request still running), which keeps its key so
 *   that the server does it once.
 * `mutateAsync` is react-query's, unguarded.
 */
export function useSubmitMutation<TData, TVariables = void>({
  mutationFn,
  ...options
}: SubmitMutationOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const action = useRef<Action | null>(null);
  const busy = useRef(false);
  const succeeded = useRef<{ variables: string; at: number } | null>(null);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, keyFor(variables)),
  });

  const keyFor = (variables: TVariables) => {
    const json = JSON.stringify(variables) ?? '';
    if (action.current?.variables !== json) action.current = { variables: json, key: newIdempotencyKey() };
    return action.current.key;
  };

  const { mutate: run } = mutation;
  const mutate = useCallback<UseMutateFunction<TData, Error, TVariables>>(
    (...args) => {
      const [variables, callbacks] = args;
      const json = JSON.stringify(variables) ?? '';
      const repeat = succeeded.current?.variables === json;
      if (busy.current || (repeat && Date.now() - (succeeded.current?.at ?? 0) < AFTER_SUCCESS_MS)) return;
      busy.current = true;
      const guarded: MutateOptions<TData, Error, TVariables> = {
        ...callbacks,
        onSuccess: (...result) => {
          action.current = null;
          succeeded.current = { variables: json, at: Date.now() };
          busy.current = false;
          callbacks?.onSuccess?.(...result);
        },
        onError: (...result) => {
          const [error] = result;
          if (!(error instanceof ApiError && error.retryable)) action.current = null;
          busy.current = false;
          callbacks?.onError?.(...result);
        },
      };
      // The variables are those the caller gave, of its own type.
      run(...([variables, guarded] as Parameters<typeof run>));
    },
    [run],
  );
  return { ...mutation, mutate };
}
