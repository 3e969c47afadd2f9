import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createMailer } from '../../lib/mailer';
import { createAccountDataService } from './account-data.service';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The account routes (under /api/auth), with their mailer; says at start-up where mail goes. */
export async function registerAccountRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  if (!config.smtpUrl) api.log.warn('SMTP_URL is not set: password-reset and e-mail-change links are written to this log instead of being mailed.');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: api.log });
  const { users } = ctx.repos;
  const account = createAccountService({ db: ctx.db, transaction: ctx.transaction, users, auth: ctx.services.auth, tokens: ctx.tokens, sessions: ctx.sessions, mailer, publicUrl: config.publicUrl });
  const data = createAccountDataService({ db: ctx.db, transaction: ctx.transaction, auth: ctx.services.auth, sessions: ctx.sessions, onReviewsChange: () => ctx.bus.publish('reviews') });
  api.addHook('onClose', () => account.close());
  await api.register(accountRoutes, { prefix: '/auth', ctx, account, data });
}
