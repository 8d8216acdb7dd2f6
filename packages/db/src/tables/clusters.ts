export interface ClustersTable {
  id: number;
  pack_id: string;
  subject_id: number;
  path: string;
  title_en: string;
  title_es: string;
  description_en: string;
  description_es: string;
  position: number;
}
