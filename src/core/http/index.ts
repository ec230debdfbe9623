export { call } from './client';
export type { CallOptions, Envelope, Method } from './client';
export { ApiError, isAborted, userMessage } from './errors';
export type { ApiErrorKind } from './errors';
export { useApi, useAction, withSignal } from './hooks';
export type { Api } from './hooks';
