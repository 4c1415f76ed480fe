import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import type { PageHandle } from './document-title';
import { AnonymousOnly, RequireAuth } from './guards';
import { Layout } from './layout';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/**
 * Each page is its own chunk, loaded when its route is first visited; `title` is the translation
 * key of its name in the window's title (useDocumentTitle).
 */
const page = (load: () => Promise<PageModule>, title: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { title } satisfies PageHandle,
});

const contract = 'entities/:entityId/properties/:propertyId/contracts/:contractId';
const rent = `${contract}/rents/:rentId`;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, ...page(() => import('./routes/landing'), 'pageTitle.landing') },
      { path: 'home', ...page(() => import('./routes/landing'), 'pageTitle.landing') },
      {
        element: <AnonymousOnly />,
        children: [
          { path: 'login', ...page(() => import('./routes/auth/login'), 'login.title') },
          { path: 'registration', ...page(() => import('./routes/auth/registration'), 'registration.title') },
          {
            path: 'activateAccount',
            ...page(() => import('./routes/auth/activate-account'), 'activate.title'),
          },
          {
            path: 'requestResetPassword',
            ...page(() => import('./routes/auth/request-reset-password'), 'requestReset.title'),
          },
          { path: 'resetPassword', ...page(() => import('./routes/auth/reset-password'), 'reset.title') },
        ],
      },
      // Open to everyone: the invited tenant or member may be signed in (as themselves or someone else) or not.
      {
        path: 'tenantInvitation',
        ...page(() => import('./routes/portal/tenant-invitation'), 'invitation.title'),
      },
      {
        path: 'memberInvitation',
        ...page(() => import('./routes/entities/member-invitation'), 'memberInvitation.title'),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', ...page(() => import('./routes/profile'), 'profile.title') },
          { path: 'reminders', ...page(() => import('./routes/reminders'), 'reminders.title') },
          { path: 'portal', ...page(() => import('./routes/portal/my-rentals'), 'portal.title') },
          { path: 'entities', ...page(() => import('./routes/entities/list'), 'entities.title') },
          { path: 'entity/new', ...page(() => import('./routes/entities/new'), 'entity.new.title') },
          {
            path: 'entities/:entityId',
            ...page(() => import('./routes/entities/overview'), 'nav.overview'),
            loader: ({ params }) => {
              void import('../features/entities/api/prefetch-entity').then(({ prefetchEntity }) =>
                prefetchEntity(queryClient, Number(params.entityId)),
              );
              return null;
            },
          },
          {
            path: 'entities/:entityId/edit',
            ...page(() => import('./routes/entities/edit'), 'entity.edit.title'),
          },
          {
            path: 'entities/:entityId/properties',
            ...page(() => import('./routes/properties/list'), 'properties.title'),
            // The list's calls leave with its code, not after it has loaded and drawn.
            loader: ({ params, request }) => {
              void import('../features/properties/api/prefetch-property-list').then(
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
            ...page(() => import('./routes/properties/new'), 'propertyForm.new.title'),
          },
          {
            path: 'entities/:entityId/properties/:propertyId',
            ...page(() => import('./routes/properties/view'), 'pageTitle.property'),
          },
          {
            path: 'entities/:entityId/properties/:propertyId/edit',
            ...page(() => import('./routes/properties/edit'), 'propertyForm.edit.title'),
          },
          {
            path: 'entities/:entityId/contracts',
            ...page(() => import('./routes/contracts/list'), 'contracts.title'),
          },
          {
            path: 'entities/:entityId/contract/new',
            ...page(() => import('./routes/contracts/new'), 'contractForm.new.title'),
          },
          { path: contract, ...page(() => import('./routes/contracts/view'), 'pageTitle.contract') },
          {
            path: `${contract}/edit`,
            ...page(() => import('./routes/contracts/edit'), 'contractForm.edit.title'),
          },
          { path: `${contract}/rent/new`, ...page(() => import('./routes/rents/new'), 'rentForm.new.title') },
          { path: `${rent}/edit`, ...page(() => import('./routes/rents/edit'), 'rentForm.edit.title') },
          { path: `${rent}/pay`, ...page(() => import('./routes/rents/pay'), 'paymentForm.title') },
          {
            path: `${rent}/payments/:paymentId/pdf/create`,
            ...page(() => import('./routes/receipts/create'), 'receiptForm.title'),
          },
          {
            path: `${rent}/payments/:paymentId/pdf/validate`,
            ...page(() => import('./routes/receipts/validate'), 'receipt.preview.title'),
          },
          {
            path: 'entities/:entityId/expense/new',
            ...page(() => import('./routes/expenses/new'), 'expense.form.new.title'),
          },
          {
            path: 'entities/:entityId/expenses/:expenseId',
            ...page(() => import('./routes/expenses/edit'), 'expense.form.edit.title'),
          },
          {
            path: 'entities/:entityId/tenants',
            ...page(() => import('./routes/tenants/list'), 'tenants.title'),
          },
          {
            path: 'entities/:entityId/tenant/new',
            ...page(() => import('./routes/tenants/new'), 'tenantForm.new.title'),
          },
          {
            path: 'entities/:entityId/tenants/:tenantId',
            ...page(() => import('./routes/tenants/view'), 'pageTitle.tenant'),
          },
          {
            path: 'entities/:entityId/tenants/:tenantId/edit',
            ...page(() => import('./routes/tenants/edit'), 'tenantForm.edit.title'),
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found'), 'notFound.title') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
