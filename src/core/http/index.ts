export { call } from './client';
export type { CallOptions, Envelope, Method } from './client';
export type { EarlyRecords } from './earlyRecords';
export { ApiError, errorDetail, isAborted, userMessage } from './errors';
export type { ApiErrorKind } from './errors';
export { callProblem, ENVELOPE_READS, mergeReads, missingReads, valueAt } from './contract';
export type { CallSpec, MissingRead, ParamSpec, ReadSpec } from './contract';
export { useApi, useAction, withSignal } from './hooks';
export type { Api } from './hooks';
