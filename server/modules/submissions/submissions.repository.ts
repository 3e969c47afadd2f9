import type { Db } from '../../db/database';
import type { SubmissionRow } from '../../db/schema';

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;

export interface SubmissionImage {
  imagePath: string;
  transcript: string | null;
}

export function createSubmissionsRepository(db: Db) {
  async function replaceImages(submissionId: string, images: SubmissionImage[]): Promise<void> {
    await db.deleteFrom('submission_images').where('submission_id', '=', submissionId).execute();
    if (images.length === 0) return;
    await db
      .insertInto('submission_images')
      .values(images.map((img, slot) => ({ submission_id: submissionId, slot, image_path: img.imagePath, alt_text: img.transcript })))
      .execute();
  }

  return {
    async recordUpload(upload: { imagePath: string; userId: string; width: number; height: number; at: string }): Promise<void> {
      await db
        .insertInto('submission_uploads')
        .values({ image_path: upload.imagePath, user_id: upload.userId, width: upload.width, height: upload.height, created_at: upload.at })
        .onConflict((oc) => oc.columns(['image_path', 'user_id']).doUpdateSet({ created_at: upload.at }))
        .execute();
    },

    /** Sizes of images this user uploaded, by path (only theirs). */
    async uploadsOf(userId: string, paths: string[]): Promise<Map<string, { width: number; height: number }>> {
      if (paths.length === 0) return new Map();
      const rows = await db.selectFrom('submission_uploads').selectAll().where('user_id', '=', userId).where('image_path', 'in', paths).execute();
      return new Map(rows.map((r) => [r.image_path, { width: r.width, height: r.height }]));
    },

    /** Sizes recorded at upload for these paths (any uploader). */
    async uploadSizes(paths: string[]): Promise<Map<string, { width: number; height: number }>> {
      if (paths.length === 0) return new Map();
      const rows = await db.selectFrom('submission_uploads').select(['image_path', 'width', 'height']).where('image_path', 'in', paths).execute();
      return new Map(rows.map((r) => [r.image_path, { width: r.width, height: r.height }]));
    },

    async insert(row: SubmissionRow, images: SubmissionImage[]): Promise<void> {
      await db.insertInto('submissions').values(row).execute();
      await replaceImages(row.id, images);
    },

    findById: (id: string): Promise<SubmissionRow | undefined> => db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst(),

    listByUser: (userId: string): Promise<SubmissionRow[]> =>
      db.selectFrom('submissions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(100).execute(),

    listByLanguage: (language: string, state: string): Promise<SubmissionRow[]> =>
      db.selectFrom('submissions').selectAll().where('language', '=', language).where('state', '=', state).orderBy('created_at', state === 'pending' ? 'asc' : 'desc').limit(100).execute(),

    /** Pending submissions of a language, for the duplicate check. */
    pendingIn: (language: string): Promise<SubmissionRow[]> =>
      db.selectFrom('submissions').selectAll().where('language', '=', language).where('state', '=', 'pending').execute(),

    async countSince(userId: string, since: string): Promise<number> {
      const r = await db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async countPending(userId: string): Promise<number> {
      const r = await db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('state', '=', 'pending').executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async imagesOf(ids: string[]): Promise<Map<string, SubmissionImage[]>> {
      const map = new Map<string, SubmissionImage[]>();
      if (ids.length === 0) return map;
      const rows = await db.selectFrom('submission_images').selectAll().where('submission_id', 'in', ids).orderBy('submission_id').orderBy('slot').execute();
      for (const r of rows) {
        const list = map.get(r.submission_id) ?? [];
        list.push({ imagePath: r.image_path, transcript: r.alt_text });
        map.set(r.submission_id, list);
      }
      return map;
    },

    replaceImages,

    async update(id: string, set: Partial<Omit<SubmissionRow, 'id' | 'user_id' | 'created_at'>>): Promise<void> {
      await db.updateTable('submissions').set(set).where('id', '=', id).execute();
    },

    /** Decides a pending submission; false when it was no longer pending (another moderator was faster). */
    async decide(id: string, set: Pick<SubmissionRow, 'state' | 'refusal_reason' | 'refusal_note' | 'review_id' | 'updated_at'>): Promise<boolean> {
      const r = await db.updateTable('submissions').set(set).where('id', '=', id).where('state', '=', 'pending').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async usernames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', [...new Set(ids)]).execute();
      return new Map(rows.map((r) => [r.id, r.username]));
    },
  };
}
