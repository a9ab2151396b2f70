export { default } from '../../shared/islands/Embed';
