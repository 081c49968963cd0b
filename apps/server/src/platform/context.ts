/** What every request carries once authenticated, and the dependencies every module receives. */
import type { Lang, CompanyType } from '@aerosupply/shared';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import type { BlobStore } from './files/blob-store';
import type { Outbox } from './mail/outbox';
import type { JobQueue } from './jobs/queue';

export interface Actor {
  userId: number;
  sessionId: number;
  account: string;
  realName: string;
  avatar: string | null;
  companyId: number;
  companyName: string;
  /** English company name, when the company has one. */
  companyNameEn: string | null;
  companyType: CompanyType;
  isCompanyAdmin: boolean;
  roles: string[];
  permissions: ReadonlySet<string>;
  language: Lang | null;
  /**
   * Read with the token (one query, cached with it) for the user-info answer every first load waits for:
   * when the password was last set, and the role or post names in both languages. Absent on actors built
   * elsewhere (tests, jobs), which then read them.
   */
  profile?: { passwordSince: Date; roleNames: { zh: string; en: string | null }[] };
}

export interface AppDeps {
  config: Config;
  db: Database;
  dbHandle: DatabaseHandle;
  blobs: BlobStore;
  outbox: Outbox;
  jobs: JobQueue;
  /** Injectable clock so rules that depend on time can be tested. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    lang: Lang;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    permission?: string | readonly string[];
    opType?: string | false;
    summary?: string;
    /** The route declares the schema of its envelope's `data` (route.ts). */
    hasResponse?: boolean;
    /** The handler sends its own reply (no envelope). */
    raw?: boolean;
  }
}
