import type { FileView, Right } from '@arrenda/core';
import { Skeleton } from 'primereact/skeleton';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/tabs/tabs';
import { PaymentConfirmationsCard } from '@/features/confirmations/components/payment-confirmations-card';
import { EntityFinances } from '@/features/finance/components/entity-finances';
import { lazyExport } from '@/lib/lazy-export';
import { ENTITY_VIEWS, type EntityViewName } from '@/lib/paths';
import '@/components/layout/page.css';
import '@/features/entities/components/entities.css';

// The views other than Finances (the one that opens) load their code when first opened: their
// forms and tables are not part of the overview's first drawing.
const EntityPermissions = lazyExport(
  () => import('@/features/entities/components/entity-permissions'),
  'EntityPermissions',
);
const EntityExpenses = lazyExport(
  () => import('@/features/expenses/components/entity-expenses'),
  'EntityExpenses',
);
const EntityFiles = lazyExport(() => import('@/app/routes/entities/parts/entity-files'), 'EntityFiles');

/** A view whose code is on its way. */
const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton height="8rem" />}>{children}</Suspense>
);

const VIEW_ICONS: Record<EntityViewName, string> = {
  finances: 'pi pi-chart-line',
  permissions: 'pi pi-users',
  expenses: 'pi pi-wallet',
  files: 'pi pi-folder',
};

interface Props {
  entityId: number;
  /** The entity's files, undefined while the entity loads. */
  files: readonly FileView[] | undefined;
  can: (right: Right) => boolean;
}

/**
 * The overview's four views (docs/product.md#screens-and-routes): Finances, Permissions, Expenses, Files. The open
 * one is kept in the URL (?view=files), so a link (Upload file) or a reload opens that view. They
 * do not wait for the entity: the Finances figures load beside it, each table as its call answers.
 */
export function EntityViews({ entityId, files, can }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = ENTITY_VIEWS.find((view) => view === params.get('view')) ?? 'finances';
  // One element per entity: the Finances view is memoised, and a new element would draw it again.
  const confirmations = useMemo(() => <PaymentConfirmationsCard entityId={entityId} />, [entityId]);

  const select = (view: EntityViewName) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', view);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const tab = (view: EntityViewName, content: ReactNode) => ({
    key: view,
    header: t(`entity.view.${view}`),
    icon: VIEW_ICONS[view],
    content,
  });

  return (
    <section id="entity-views" className="entity-views" aria-label={t('entity.view.label')}>
      <Tabs
        active={active}
        onChange={select}
        tabs={[
          tab(
            'finances',
            <EntityFinances entityId={entityId} canCreate={can('create')} confirmations={confirmations} />,
          ),
          tab(
            'permissions',
            <Loading>
              <EntityPermissions entityId={entityId} isAdmin={can('admin')} />
            </Loading>,
          ),
          tab(
            'expenses',
            <Loading>
              <EntityExpenses entityId={entityId} canCreate={can('create')} />
            </Loading>,
          ),
          tab(
            'files',
            files ? (
              <Loading>
                <EntityFiles entityId={entityId} files={files} canUpload={can('create')} />
              </Loading>
            ) : (
              <Skeleton height="8rem" />
            ),
          ),
        ]}
      />
    </section>
  );
}
