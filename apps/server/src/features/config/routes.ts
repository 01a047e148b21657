import { ConfigResponseSchema } from '@tailor/core/contracts/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { isLinkedInEnabled } from '../auth/linkedin-routes.ts';

export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const config = {
    features: {
      enableEmailAuth: ctx.env.ENABLE_EMAIL_AUTH,
      // Offered only when the LinkedIn app's credentials are set: otherwise the card leads to a dead end.
      enableLinkedInAuth: isLinkedInEnabled(ctx.env),
    },
    environment: ctx.env.NODE_ENV,
    stripe: {
      pricingTableId: ctx.env.STRIPE_PRICING_TABLE_ID ?? null,
      publishableKey: ctx.env.STRIPE_PUBLISHABLE_KEY ?? null,
    },
  };

  return async (app) => {
    app.get(
      '/api/config',
      { schema: { response: { 200: ConfigResponseSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'private, max-age=300');
        return config;
      },
    );
  };
}
