export { AdvancedSetup } from './AdvancedSetup.tsx';
