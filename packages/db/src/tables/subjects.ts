export interface SubjectsTable {
  id: number;
  pack_id: string;
  grade_id: number;
  path: string;
  name_en: string;
  name_es: string;
  /** One of the subject abbreviations (docs/product-rules.md#subject-abbreviations). */
  abbreviation: string;
  description_en: string;
  description_es: string;
  position: number;
}
