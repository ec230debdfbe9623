export { selectionGrid, SelectionGrid, type SelectionGridOptions } from './SelectionGrid';
export type { CardFace } from './GridCard';
export { IMAGE_RETRY, moveIndex } from './grid.logic';
