export { NestedElement, type NestedElementProps, type AttributeValue } from './NestedElement';
