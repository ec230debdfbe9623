export { defineElement, method, universalAttributes } from './define-element';
export type { BoElement, BoElementClass, ElementDefinition, MethodSpec } from './define-element';
export { attr, attributeName, isArray, isNonNegativeInt } from './attributes';
export type { AttrSpec, AttrSpecs, ValueOf, ValuesOf } from './attributes';
export { event } from './events';
export type { BoErrorDetail, DetailDocs, EventSpec } from './events';
export { useElement } from './context';
export { registry } from './registry';
export { debug } from './debug';
