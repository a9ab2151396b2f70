export { default } from '../../shared/islands/QuizEmbed';
