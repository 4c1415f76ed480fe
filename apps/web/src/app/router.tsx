import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import type { PageHandle } from './document-title';
import { AnonymousOnly, RequireAuth } from './guards';
import { Layout } from './layout';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };

/**
 * The page modules (`routes/`), each its own chunk, loaded when its route is first visited. The
 * pieces a page composes (`parts/`) and the tests (`__tests__/`) are no pages.
 */
const pageModules = import.meta.glob<PageModule>([
  './routes/**/*.tsx',
  '!./routes/**/parts/**',
  '!./routes/**/__tests__/**',
]);

/** What a route's handle holds: its page's title and module. */
export interface PageRouteHandle extends PageHandle {
  /**
   * The page's module as the build's manifest names it: the server names its code and styles in
   * the page's HTML, so they load with the app's own (scripts/route-pages.mjs).
   */
  module: string;
}

/**
 * The route of the page `routes/<module>.tsx`; `title` is the translation key of its name in the
 * window's title (useDocumentTitle).
 */
function page(module: string, title: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`no page module routes/${module}.tsx`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { title, module: `src/app/routes/${module}.tsx` } satisfies PageRouteHandle,
  };
}

const contract = 'entities/:entityId/properties/:propertyId/contracts/:contractId';
const rent = `${contract}/rents/:rentId`;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, ...page('landing', 'pageTitle.landing') },
      { path: 'home', ...page('landing', 'pageTitle.landing') },
      {
        element: <AnonymousOnly />,
        children: [
          { path: 'login', ...page('auth/login', 'login.title') },
          { path: 'registration', ...page('auth/registration', 'registration.title') },
          {
            path: 'activateAccount',
            ...page('auth/activate-account', 'activate.title'),
          },
          {
            path: 'requestResetPassword',
            ...page('auth/request-reset-password', 'requestReset.title'),
          },
          { path: 'resetPassword', ...page('auth/reset-password', 'reset.title') },
        ],
      },
      // Open to everyone: the invited tenant or member may be signed in (as themselves or someone else) or not.
      {
        path: 'tenantInvitation',
        ...page('portal/tenant-invitation', 'invitation.title'),
      },
      {
        path: 'memberInvitation',
        ...page('entities/member-invitation', 'memberInvitation.title'),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', ...page('profile', 'profile.title') },
          { path: 'reminders', ...page('reminders', 'reminders.title') },
          { path: 'portal', ...page('portal/my-rentals', 'portal.title') },
          { path: 'entities', ...page('entities/list', 'entities.title') },
          { path: 'entity/new', ...page('entities/new', 'entity.new.title') },
          {
            path: 'entities/:entityId',
            ...page('entities/overview', 'nav.overview'),
            loader: ({ params }) => {
              void import('@/features/entities/api/prefetch-entity').then(({ prefetchEntity }) =>
                prefetchEntity(queryClient, Number(params.entityId)),
              );
              return null;
            },
          },
          {
            path: 'entities/:entityId/edit',
            ...page('entities/edit', 'entity.edit.title'),
          },
          {
            path: 'entities/:entityId/properties',
            ...page('properties/list', 'properties.title'),
            // The list's calls leave with its code, not after it has loaded and drawn.
            loader: ({ params, request }) => {
              void import('@/features/properties/api/prefetch-property-list').then(
                ({ prefetchPropertyList }) =>
                  prefetchPropertyList(
                    queryClient,
                    Number(params.entityId),
                    new URL(request.url).searchParams,
                  ),
              );
              return null;
            },
          },
          {
            path: 'entities/:entityId/property/new',
            ...page('properties/new', 'propertyForm.new.title'),
          },
          {
            path: 'entities/:entityId/properties/:propertyId',
            ...page('properties/view', 'pageTitle.property'),
          },
          {
            path: 'entities/:entityId/properties/:propertyId/edit',
            ...page('properties/edit', 'propertyForm.edit.title'),
          },
          {
            path: 'entities/:entityId/taxYear',
            ...page('entities/tax-year', 'taxYear.title'),
          },
          {
            path: 'entities/:entityId/contracts',
            ...page('contracts/list', 'contracts.title'),
          },
          {
            path: 'entities/:entityId/contract/new',
            ...page('contracts/new', 'contractForm.new.title'),
          },
          { path: contract, ...page('contracts/view', 'pageTitle.contract') },
          {
            path: `${contract}/edit`,
            ...page('contracts/edit', 'contractForm.edit.title'),
          },
          { path: `${contract}/rent/new`, ...page('rents/new', 'rentForm.new.title') },
          { path: `${rent}/edit`, ...page('rents/edit', 'rentForm.edit.title') },
          { path: `${rent}/pay`, ...page('rents/pay', 'paymentForm.title') },
          {
            path: `${rent}/payments/:paymentId/pdf/create`,
            ...page('receipts/create', 'receiptForm.title'),
          },
          {
            path: `${rent}/payments/:paymentId/pdf/validate`,
            ...page('receipts/validate', 'receipt.preview.title'),
          },
          {
            path: 'entities/:entityId/expense/new',
            ...page('expenses/new', 'expense.form.new.title'),
          },
          {
            path: 'entities/:entityId/expenses/:expenseId',
            ...page('expenses/edit', 'expense.form.edit.title'),
          },
          {
            path: 'entities/:entityId/tenants',
            ...page('tenants/list', 'tenants.title'),
          },
          {
            path: 'entities/:entityId/tenant/new',
            ...page('tenants/new', 'tenantForm.new.title'),
          },
          {
            path: 'entities/:entityId/tenants/:tenantId',
            ...page('tenants/view', 'pageTitle.tenant'),
          },
          {
            path: 'entities/:entityId/tenants/:tenantId/edit',
            ...page('tenants/edit', 'tenantForm.edit.title'),
          },
        ],
      },
      { path: '*', ...page('not-found', 'notFound.title') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
