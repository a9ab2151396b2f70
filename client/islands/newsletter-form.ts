export { default } from '../../shared/islands/NewsletterForm';
