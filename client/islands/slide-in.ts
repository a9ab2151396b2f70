export { default } from '../../shared/islands/SlideIn';
