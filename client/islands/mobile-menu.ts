export { default } from '../../shared/islands/MobileMenu';
