export type { ClassRecord } from '../../kit/data/records';
