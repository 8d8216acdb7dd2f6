export interface GradesTable {
  grade_id: number;
  level_id: number;
  name_en: string;
  name_es: string;
  path: string;
  position: number;
}
