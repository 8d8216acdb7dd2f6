/** A lesson a student has open, between /api/decrypt_lesson and /api/encrypt_lesson. */
export interface LessonOpeningsTable {
  student_id: number;
  lesson_id: number;
  opened_at: string;
}
