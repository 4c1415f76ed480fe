import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './addresses/routes';
import { authRoutes } from './auth/routes';
import { calendarFeedRoutes, calendarFileRoutes } from './calendar/routes';
import type { AppContext } from './context';
import { contractRoutes } from './contracts/routes';
import { memberInvitationRoutes } from './entities/member-invitation-routes';
import { entityListRoutes, entityRoutes } from './entities/routes';
import { expenseRoutes } from './expenses/routes';
import { exportRoutes } from './exports/routes';
import { fileDownloadRoutes, fileRoutes } from './files/routes';
import type { FileSweeper } from './files/sweeper';
import { financeRoutes } from './finance/routes';
import { healthRoutes } from './health/routes';
import { lovRoutes } from './lov/routes';
import { confirmationReviewRoutes, tenantConfirmationRoutes } from './payment-confirmations/routes';
import { entityScope } from './plugins/access';
import { authenticate } from './plugins/auth';
import { idempotency } from './plugins/idempotency';
import { invitationLinkRoutes, tenantInvitationRoutes } from './portal-invitations/routes';
import { profileRoutes } from './profile/routes';
import { propertyRoutes } from './properties/routes';
import { publicConfigRoutes } from './public-config/routes';
import { receiptRoutes } from './receipts/routes';
import { reminderRoutes } from './reminders/routes';
import { rentUpdateRoutes } from './rent-updates/routes';
import { rentRoutes } from './rents/routes';
import { taxYearRoutes } from './tax-year/routes';
import { tenantPortalRoutes } from './tenant-portal/routes';
import { tenantRoutes } from './tenants/routes';

/**
 * The route table, registered under /api: the public routes, then the signed-in ones, and inside
 * those the entity scope, where every route declares its right (plugins/access.ts).
 */
export function apiRoutes(ctx: AppContext, fileSweeper: FileSweeper): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(authRoutes(ctx), { prefix: '/auth' });
    await api.register(invitationLinkRoutes(ctx), { prefix: '/auth' });
    await api.register(memberInvitationRoutes(ctx), { prefix: '/auth' });
    await api.register(fileDownloadRoutes(ctx));
    await api.register(calendarFileRoutes(ctx));
    await api.register(healthRoutes(ctx));
    await api.register(publicConfigRoutes(ctx));

    await api.register(async (protectedApi) => {
      protectedApi.addHook('onRequest', authenticate(ctx));
      idempotency(protectedApi, ctx);
      protectedApi.addHook('onResponse', async (request, reply) => {
        const removes = request.method === 'DELETE' || request.routeOptions.config.removesFiles;
        if (removes && reply.statusCode < 300) void fileSweeper.sweep();
      });
      await protectedApi.register(profileRoutes(ctx));
      await protectedApi.register(calendarFeedRoutes(ctx));
      await protectedApi.register(lovRoutes(ctx), { prefix: '/lov' });
      await protectedApi.register(entityListRoutes(ctx));
      await protectedApi.register(tenantPortalRoutes(ctx), { prefix: '/portal' });
      await protectedApi.register(tenantConfirmationRoutes(ctx), { prefix: '/portal' });
      await protectedApi.register(reminderRoutes(ctx));
      await protectedApi.register(
        entityScope(async (scope) => {
          await scope.register(entityRoutes(ctx));
          await scope.register(propertyRoutes(ctx));
          await scope.register(addressRoutes(ctx));
          await scope.register(tenantRoutes(ctx));
          await scope.register(contractRoutes(ctx));
          await scope.register(rentRoutes(ctx));
          await scope.register(rentUpdateRoutes(ctx));
          await scope.register(receiptRoutes(ctx));
          await scope.register(expenseRoutes(ctx));
          await scope.register(financeRoutes(ctx));
          await scope.register(exportRoutes(ctx));
          await scope.register(taxYearRoutes(ctx));
          await scope.register(fileRoutes(ctx));
          await scope.register(tenantInvitationRoutes(ctx));
          await scope.register(confirmationReviewRoutes(ctx));
        }),
      );
    });
  };
}
