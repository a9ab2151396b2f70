export { default } from '../../shared/islands/MemoryTestResult';
