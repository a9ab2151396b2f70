export { default } from '../../shared/islands/DonateWidget';
