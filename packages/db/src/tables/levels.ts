export interface LevelsTable {
  id: number;
  nombre_en: string;
  nombre_es: string;
}
