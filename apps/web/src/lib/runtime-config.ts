/** Service addresses the web server hands out at /config.json, read once on boot. */
export interface RuntimeConfig {
  mainServiceUrl: string;
  activityServiceUrl: string;
  dictionaryServiceUrl: string;
}

const CONFIG_KEYS = ['mainServiceUrl', 'activityServiceUrl', 'dictionaryServiceUrl'] as const;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('config.json is not a JSON object');
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of CONFIG_KEYS) {
    const url = record[key];
    if (typeof url !== 'string' || !URL.canParse(url))
      problems.push(`${key} must be an absolute URL`);
  }
  if (problems.length > 0) throw new RuntimeConfigError(`config.json: ${problems.join('; ')}`);
  return {
    mainServiceUrl: record.mainServiceUrl as string,
    activityServiceUrl: record.activityServiceUrl as string,
    dictionaryServiceUrl: record.dictionaryServiceUrl as string,
  };
}

/** Asks the web server for /config.json (early-requests.ts does, before the app has loaded). */
export function requestRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
}

export async function loadRuntimeConfig(
  request: Promise<Response> = requestRuntimeConfig(),
): Promise<RuntimeConfig> {
  const response = await request;
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
