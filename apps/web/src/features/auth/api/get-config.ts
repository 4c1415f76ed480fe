import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PublicConfig {
  appName: string;
  supportEmail: string;
}

export const getConfig = () => api<PublicConfig>('/config');

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

/** Public settings, such as the support address shown on the activation page. */
export const useConfig = () => useQuery(configQueryOptions());
