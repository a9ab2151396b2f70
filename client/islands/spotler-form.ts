export { default } from '../../shared/islands/SpotlerForm';
