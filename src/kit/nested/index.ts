export { NestedElement, type NestedElementProps, type AttributeValue } from './NestedElement';
export { HeldNestedElement, type HeldNestedElementProps } from './HeldNestedElement';
