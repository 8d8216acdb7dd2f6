/** The colours of the intro video's drawings, shared by the students' and the tutors' scenes. */
export const INDIGO = '#3b5bdb';
export const SKY = '#dbe4ff';
export const SUN = '#fcc419';
export const LEAF = '#37b24d';
export const CORAL = '#ff8787';
