export { default } from '../../shared/islands/ConsentBanner';
