// The widget's texts are the §8.1 error catalogue (keys `customerForm.<code>`).
export { customerFormTexts as texts } from '../../src/domain/error-catalogue.ts';
