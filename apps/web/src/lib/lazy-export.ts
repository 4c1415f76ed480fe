import { lazy, type ReactNode } from 'react';

/**
 * A component exported by name from a module loaded on first use (React's `lazy` wants a default
 * export): `lazyExport(() => import('./entity-files'), 'EntityFiles')`.
 */
export const lazyExport = <P extends object, K extends string>(
  load: () => Promise<Record<K, (props: P) => ReactNode>>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));
