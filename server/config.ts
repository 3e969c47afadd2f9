import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { RegisterBodySchema } from '../shared/schemas/auth';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL (leave unset for SQLite in DATA_DIR)',
  }),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters (leave unset to generate one in DATA_DIR)',
  }),
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Rendered demo cards kept between seeds; default DATA_DIR/card-cache. Several data dirs may share one. */
  CARD_CACHE_DIR: optionalString,
  /** 'off': demo cards are rendered only on first use, not also in the background after start-up. */
  CARD_BACKGROUND_RENDER: z.enum(['on', 'off']).default('on'),
  /** Server processes (node:cluster workers); default: one per core in production, 1 otherwise. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** 'off' answers every cached read from the database (benchmarks measure the cost of a miss). */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Outgoing mail (password reset, e-mail change), e.g. smtp://user:pass@mail.example:587; unset: links go to the log. */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), { message: 'must be an smtp:// or smtps:// URL' }),
  MAIL_FROM: z.string().trim().min(3).default('ReviewQuest <no-reply@localhost>'),
  /** The address players open, used in e-mailed links (never taken from a request's Host header). */
  PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, '')), {
    message: 'must be an http(s):// origin, e.g. https://reviewquest.example',
  }),
  /** Password-reset e-mails asked for one address per hour. */
  RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  ADMIN_EMAIL: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  authRateLimit: number;
  contactRateLimit: number;
  seedDemo: boolean;
  cardBackgroundRender: boolean;
  cardCacheDir: string;
  responseCache: boolean;
  workers: number;
  admin: { email: string; username: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  resetRateLimit: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once into a typed, frozen config; throws listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e) {
    const adminVars = [e.ADMIN_EMAIL, e.ADMIN_USERNAME, e.ADMIN_PASSWORD];
    const set = adminVars.filter((v) => v !== undefined).length;
    if (set > 0 && set < 3) problems.push('ADMIN_EMAIL, ADMIN_USERNAME and ADMIN_PASSWORD: set all three or none');
    if (set === 3) {
      const admin = RegisterBodySchema.safeParse({ username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD });
      if (!admin.success) for (const issue of admin.error.issues) problems.push(`ADMIN_${String(issue.path[0]).toUpperCase()}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !e) throw new ConfigError(problems);

  return Object.freeze({
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    seedDemo: e.SEED_DEMO === 'true',
    cardCacheDir: path.resolve(e.CARD_CACHE_DIR ?? path.join(e.DATA_DIR, 'card-cache')),
    cardBackgroundRender: e.CARD_BACKGROUND_RENDER === 'on',
    responseCache: e.RESPONSE_CACHE === 'on',
    workers: e.WORKERS ?? (e.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    resetRateLimit: e.RESET_RATE_LIMIT,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
  });
}
