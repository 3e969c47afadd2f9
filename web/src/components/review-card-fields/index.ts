export { ReviewCardFields, reviewCardFieldId } from './review-card-fields';
export * from './review-card-check';
