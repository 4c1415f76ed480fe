import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { AnonymousOnly, RequireAuth } from './guards';
import { Layout } from './layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const contract = 'entities/:entityId/properties/:propertyId/contracts/:contractId';
const rent = `${contract}/rents/:rentId`;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, ...page(() => import('./routes/landing')) },
      { path: 'home', ...page(() => import('./routes/landing')) },
      {
        element: <AnonymousOnly />,
        children: [
          { path: 'login', ...page(() => import('./routes/auth/login')) },
          { path: 'registration', ...page(() => import('./routes/auth/registration')) },
          { path: 'activateAccount', ...page(() => import('./routes/auth/activate-account')) },
          { path: 'requestResetPassword', ...page(() => import('./routes/auth/request-reset-password')) },
          { path: 'resetPassword', ...page(() => import('./routes/auth/reset-password')) },
        ],
      },
      // Open to everyone: the invited tenant or member may be signed in (as themselves or someone else) or not.
      { path: 'tenantInvitation', ...page(() => import('./routes/portal/tenant-invitation')) },
      { path: 'memberInvitation', ...page(() => import('./routes/entities/member-invitation')) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', ...page(() => import('./routes/profile')) },
          { path: 'reminders', ...page(() => import('./routes/reminders')) },
          { path: 'portal', ...page(() => import('./routes/portal/my-rentals')) },
          { path: 'entities', ...page(() => import('./routes/entities/list')) },
          { path: 'entity/new', ...page(() => import('./routes/entities/new')) },
          { path: 'entities/:entityId', ...page(() => import('./routes/entities/overview')) },
          { path: 'entities/:entityId/edit', ...page(() => import('./routes/entities/edit')) },
          { path: 'entities/:entityId/properties', ...page(() => import('./routes/properties/list')) },
          { path: 'entities/:entityId/property/new', ...page(() => import('./routes/properties/new')) },
          {
            path: 'entities/:entityId/properties/:propertyId',
            ...page(() => import('./routes/properties/view')),
          },
          {
            path: 'entities/:entityId/properties/:propertyId/edit',
            ...page(() => import('./routes/properties/edit')),
          },
          { path: 'entities/:entityId/contracts', ...page(() => import('./routes/contracts/list')) },
          { path: 'entities/:entityId/contract/new', ...page(() => import('./routes/contracts/new')) },
          { path: contract, ...page(() => import('./routes/contracts/view')) },
          { path: `${contract}/edit`, ...page(() => import('./routes/contracts/edit')) },
          { path: `${contract}/rent/new`, ...page(() => import('./routes/rents/new')) },
          { path: `${rent}/edit`, ...page(() => import('./routes/rents/edit')) },
          { path: `${rent}/pay`, ...page(() => import('./routes/rents/pay')) },
          {
            path: `${rent}/payments/:paymentId/pdf/create`,
            ...page(() => import('./routes/receipts/create')),
          },
          {
            path: `${rent}/payments/:paymentId/pdf/validate`,
            ...page(() => import('./routes/receipts/validate')),
          },
          { path: 'entities/:entityId/expense/new', ...page(() => import('./routes/expenses/new')) },
          {
            path: 'entities/:entityId/expenses/:expenseId',
            ...page(() => import('./routes/expenses/edit')),
          },
          { path: 'entities/:entityId/tenants', ...page(() => import('./routes/tenants/list')) },
          { path: 'entities/:entityId/tenant/new', ...page(() => import('./routes/tenants/new')) },
          { path: 'entities/:entityId/tenants/:tenantId', ...page(() => import('./routes/tenants/view')) },
          {
            path: 'entities/:entityId/tenants/:tenantId/edit',
            ...page(() => import('./routes/tenants/edit')),
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
