import type { CalendarFeedLink, CalendarFeedView } from '@arrenda/core';
import type { FastifyReply } from 'fastify';
import { hashLinkToken, newLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { updateStates } from '../rent-updates/queries';
import { feedCalendar } from './feed';
import { deleteFeed, feedContracts, feedOf, feedOwner, feedRentChanges, keepFeedToken } from './queries';

/** The feed's address for a token: under /api, ending in .ics as calendar apps expect. */
const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/api/calendar/${token}.ics`;

export async function feedStatus(ctx: AppContext, userId: number): Promise<CalendarFeedView> {
  const createdAt = await feedOf(ctx.db, userId);
  return { enabled: createdAt !== undefined, createdAt: createdAt?.toISOString() ?? null };
}

/** Turns the feed on, or renews its address: a new secret token, the previous address stops working. */
export async function renewFeed(ctx: AppContext, userId: number): Promise<CalendarFeedLink> {
  const { token, tokenHash } = newLinkToken();
  const createdAt = await keepFeedToken(ctx.db, userId, tokenHash);
  return { url: feedUrl(ctx, token), createdAt: createdAt.toISOString() };
}

export const revokeFeed = (ctx: AppContext, userId: number) => deleteFeed(ctx.db, userId);

/**
 * GET /calendar/{token}.ics: the calendar of the token's user, read afresh from the entities they
 * are a member of (docs/domain.md "Calendar feed"); 404 for an unknown or revoked token.
 */
export async function feedOfToken(ctx: AppContext, token: string): Promise<string> {
  const owner = await feedOwner(ctx.db, hashLinkToken(token));
  if (!owner) throw notFound();
  const [contracts, changes] = await Promise.all([
    feedContracts(ctx.db, owner.userId),
    feedRentChanges(ctx.db, owner.userId),
  ]);
  const entities = [...new Set(contracts.map((contract) => contract.entityId))];
  const states = await Promise.all(
    entities.map((entityId) =>
      updateStates(
        ctx.db,
        entityId,
        contracts.filter((contract) => contract.entityId === entityId).map((contract) => contract.id),
      ),
    ),
  );
  const updates = new Map(states.flatMap((state) => [...state]));
  return feedCalendar({ contracts, changes, updates }, owner.language, ctx.config.appUrl);
}

/** Sends the feed as text/calendar, cached by the client a quarter of an hour at most. */
export async function sendFeed(ctx: AppContext, token: string, reply: FastifyReply) {
  const text = await feedOfToken(ctx, token);
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', 'private, max-age=900')
    .send(text);
}
