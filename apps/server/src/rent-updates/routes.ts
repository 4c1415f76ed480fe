import {
  apiError,
  contractRentBody,
  id,
  idResponse,
  rentHistoryView,
  rentUpdateBody,
  rentUpdateDismissalBody,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as rentUpdates from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['rent updates'];

/**
 * A contract's rent history and its statutory update (docs/domain.md "Rent updates"): reading them
 * needs the view right, proposing, issuing and changing them the edit right, deleting a row the
 * delete right. The letters are files of the contract.
 */
export function rentUpdateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const contractParams = z.object({ entityId: id, propertyId: id, contractId: id });
    const rowParams = contractParams.extend({ rowId: id });
    const contract = '/entities/:entityId/properties/:propertyId/contracts/:contractId';
    const history = `${contract}/rent-history`;
    const update = `${contract}/rent-update`;

    app.get(
      history,
      {
        config: { right: 'view' },
        schema: { tags, params: contractParams, response: { 200: rentHistoryView, ...errors } },
      },
      (request) => rentUpdates.readHistory(ctx, entityAccess(request), request.params),
    );
    app.post(
      history,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: contractParams,
          body: contractRentBody,
          response: { 201: idResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await rentUpdates.addRenegotiation(ctx, entityAccess(request), request.params, request.body)),
    );
    app.put(
      `${history}/:rowId`,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: rowParams,
          body: contractRentBody,
          response: { 200: rentHistoryView, ...errors },
        },
      },
      (request) =>
        rentUpdates.editRow(ctx, entityAccess(request), request.params, request.params.rowId, request.body),
    );
    app.delete(
      `${history}/:rowId`,
      {
        config: { right: 'delete' },
        schema: { tags, params: rowParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await rentUpdates.deleteRow(ctx, entityAccess(request), request.params, request.params.rowId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      update,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: contractParams,
          body: rentUpdateBody,
          response: { 201: z.object({ id: z.number(), letterFileId: z.number() }), ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await rentUpdates.issueUpdate(ctx, entityAccess(request), request.params, request.body)),
    );
    app.post(
      `${update}/dismissals`,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: contractParams,
          body: rentUpdateDismissalBody,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await rentUpdates.dismiss(ctx, entityAccess(request), request.params, request.body.year);
        return reply.status(204).send(null);
      },
    );
  };
}
