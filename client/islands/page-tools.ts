export { default } from '../../shared/islands/PageTools';
