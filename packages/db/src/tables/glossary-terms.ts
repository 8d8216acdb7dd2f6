import type { Generated } from 'kysely';

export interface GlossaryTermsTable {
  id: Generated<number>;
  lesson_id: number;
  term_en: string;
  term_es: string;
  definition_en: string;
  definition_es: string;
  position: number;
}
