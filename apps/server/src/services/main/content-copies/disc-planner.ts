import type { PackCatalogue } from '@aula/content';
import { packGradeIndex } from '@aula/content';
import type { ContentCopyPlan } from '@aula/shared';
import { readPackKey, savePackKey } from '../../../content/pack-keys';
import type { ServiceContext } from '../../../domain/service-context';
import { AppError } from '../../../platform/errors';
import type { ContentCopiesRepository, NewContentCopy } from './content-copies-repository';
import { entriesToCopy } from './copy-job';
import type { OpenDisc } from './discs';
import { discFolder, DiscProblem, openDisc, readDiscCatalogue } from './discs';

const badRequest = (code: string, messageKey: string, field?: string, detail = '', disc = '') =>
  new AppError(400, code, messageKey, {
    params: { detail, file: detail, disc },
    ...(field ? { fields: { [field]: messageKey } } : {}),
  });

/** What a disc offers before a copy, and what a copy of some of its grades takes. */
export class DiscPlanner {
  constructor(
    private readonly context: ServiceContext,
    private readonly copies: ContentCopiesRepository,
  ) {}

  /** Opens a disc chosen by name, turning what is wrong with it into a 400 the tutor reads. */
  private async withDisc<T>(name: string, use: (disc: OpenDisc) => Promise<T>): Promise<T> {
    const folder = discFolder(this.context.env.CONTENT_DISCS_DIR, name);
    if (!folder) throw badRequest('disc_unknown', 'contentCopy.discUnknown', 'disc');
    try {
      const disc = await openDisc(folder);
      try {
        return await use(disc);
      } finally {
        disc.close();
      }
    } catch (error) {
      if (error instanceof DiscProblem)
        throw badRequest(
          error.messageKey === 'contentCopy.keyWrong' ? 'pack_key_wrong' : 'disc_unreadable',
          error.messageKey,
          error.messageKey === 'contentCopy.keyWrong' ? 'pack_key' : undefined,
          error.detail,
          name,
        );
      throw error;
    }
  }

  /**
   * The catalogue with the key the tutor gave or the one saved for this pack; null when the
   * disc is encrypted and no key (or only a saved key that no longer fits) is known. A key
   * the tutor gave that works is saved, sealed, for resumes and read mode 1.
   */
  private async catalogueOf(
    disc: OpenDisc,
    givenKey: string | undefined,
  ): Promise<{ catalogue: PackCatalogue | null; packKey: string | undefined }> {
    if (!disc.manifest.encryption)
      return { catalogue: await readDiscCatalogue(disc, undefined), packKey: undefined };
    const { db } = this.context.database;
    const packId = disc.manifest.id;
    if (givenKey) {
      const catalogue = await readDiscCatalogue(disc, givenKey);
      await savePackKey(db, this.context.contentStore, packId, givenKey);
      return { catalogue, packKey: givenKey };
    }
    const saved = await readPackKey(db, this.context.contentStore, packId);
    if (!saved) return { catalogue: null, packKey: undefined };
    try {
      return { catalogue: await readDiscCatalogue(disc, saved), packKey: saved };
    } catch (error) {
      if (error instanceof DiscProblem && error.messageKey === 'contentCopy.keyWrong')
        return { catalogue: null, packKey: undefined };
      throw error;
    }
  }

  plan(name: string, givenKey: string | undefined): Promise<ContentCopyPlan> {
    return this.withDisc(name, async (disc) => {
      const { manifest } = disc;
      const { catalogue } = await this.catalogueOf(disc, givenKey);
      const pack = { id: manifest.id, version: manifest.version, title: manifest.title };
      if (!catalogue) return { disc: name, pack, needs_key: true, shared_bytes: 0, grades: [] };
      const index = packGradeIndex(catalogue);
      const bytesByGrade = new Map<number, number>();
      let shared = 0;
      for (const entry of manifest.entries) {
        const grade = index.gradeOf(entry.path);
        if (grade === null) shared += entry.size;
        else bytesByGrade.set(grade, (bytesByGrade.get(grade) ?? 0) + entry.size);
      }
      const installed = new Set(await this.copies.installedGrades(manifest.id));
      return {
        disc: name,
        pack,
        needs_key: false,
        shared_bytes: shared,
        grades: [...catalogue.grades]
          .sort((a, b) => a.position - b.position)
          .map((grade) => ({
            grade_id: grade.grade_id,
            name: grade.name,
            bytes: bytesByGrade.get(grade.grade_id) ?? 0,
            installed: installed.has(grade.grade_id),
          })),
      };
    });
  }

  /** Checks a copy request and gives the row that starts it. */
  prepare(
    name: string,
    gradeIds: number[],
    givenKey: string | undefined,
  ): Promise<Omit<NewContentCopy, 'started_by'>> {
    return this.withDisc(name, async (disc) => {
      const { manifest } = disc;
      const { catalogue, packKey } = await this.catalogueOf(disc, givenKey);
      if (!catalogue) throw badRequest('pack_key_required', 'contentCopy.keyRequired', 'pack_key');
      const onDisc = new Set(catalogue.grades.map((grade) => grade.grade_id));
      if (gradeIds.some((grade) => !onDisc.has(grade)))
        throw badRequest('grade_unknown', 'contentCopy.gradeUnknown', 'grade_ids');
      // Grades of this pack already here are copied again so that the import keeps them.
      const installed = (await this.copies.installedGrades(manifest.id)).filter((grade) =>
        onDisc.has(grade),
      );
      const grades = [...new Set(gradeIds)].sort((a, b) => a - b);
      const importGrades = [...new Set([...grades, ...installed])].sort((a, b) => a - b);
      const { entries } = await entriesToCopy(disc, packKey, importGrades);
      return {
        disc: name,
        pack_id: manifest.id,
        pack_title_en: manifest.title.en,
        pack_title_es: manifest.title.es,
        manifest_sha256: disc.manifestSha256,
        grade_ids: grades,
        import_grade_ids: importGrades,
        bytes_total: entries.reduce((sum, entry) => sum + entry.size, 0),
      };
    });
  }
}
