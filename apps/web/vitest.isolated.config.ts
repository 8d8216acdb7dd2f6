import { isolatedTestFiles, webProject } from './vitest.config.ts';

export default webProject('web-isolated', { isolate: true, include: [isolatedTestFiles] });
