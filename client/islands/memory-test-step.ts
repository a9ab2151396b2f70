export { default } from '../../shared/islands/MemoryTestStep';
