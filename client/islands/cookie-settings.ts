export { default } from '../../shared/islands/CookieSettings';
