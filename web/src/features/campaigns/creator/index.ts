export { StreamlinedCreator } from './StreamlinedCreator.tsx';
