/**
 * Money (spec 3 §5, issue 14): amounts as integer fen, read from text without binary floats and rounded
 * half away from zero at .005; tax and sums in fen; the amount in Chinese capitals. Finance forms,
 * pickers' amount filters and the mock share it.
 */
export { type Fen, type YuanProblem, toFen, formatFen, amountCell, normaliseYuan, parseDecimal, divideHalfUp, decimalsTyped, yuanProblem, MAX_YUAN_TEXT } from './decimal';
export { rateForEditing, hasRate, taxOf, sumFen } from './tax';
export { amountInCapitals, capitalsOfYuan } from './capitals';
