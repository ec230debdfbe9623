import type { ElementDefinition } from './definition';

/** Every defined element, by tag: the demo gallery, the manifest and the conformance suite read it. */
export const registry = new Map<string, ElementDefinition>();
