import { join } from 'node:path';

/** Ports of their own, so journeys never meet an installation the developer is running. */
export const e2ePorts = { web: 4100, activity: 4101, dictionary: 4102, main: 4103 } as const;
export const e2eDataDir = join(import.meta.dirname, '.data');
export const webUrl = `http://127.0.0.1:${e2ePorts.web}`;
export const mainUrl = `http://127.0.0.1:${e2ePorts.main}`;
export const activityUrl = `http://127.0.0.1:${e2ePorts.activity}`;
