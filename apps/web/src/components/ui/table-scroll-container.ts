/**
 * Mantine's Table.ScrollContainer, for Table (see vite-plugins/lean-mantine-imports.ts): Aula's
 * tables scroll with TableScroll, the browser's own scrollbar, so the container Table carries
 * is that one too instead of Mantine's, which brings ScrollArea.
 */
export { TableScroll as TableScrollContainer } from './table-scroll';
