/** Where each student is in each e-library book: one row per student, disk and book. */
export interface BookReadingsTable {
  student_id: number;
  /** The disk (folder) the book is on. */
  diskname: string;
  /** The book's zip file on that disk. */
  zip_file: string;
  /** 0-based page the student last turned to. */
  last_page: number;
  updated_at: string;
}
