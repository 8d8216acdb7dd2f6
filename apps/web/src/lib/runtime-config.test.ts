import { describe, expect, it, vi } from 'vitest';
import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  requestRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';

const config = {
  mainServiceUrl: 'http://school.local:3003',
  activityServiceUrl: 'http://school.local:3001/v1/',
  dictionaryServiceUrl: 'http://school.local:3002/v1/',
};

describe('runtime config', () => {
  it('reads the three service addresses from /config.json', async () => {
    const fetchConfig = vi.fn(async () => Response.json(config));
    await expect(loadRuntimeConfig(requestRuntimeConfig(fetchConfig))).resolves.toEqual(config);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('says which address is missing or wrong', () => {
    expect(() => parseRuntimeConfig({ ...config, activityServiceUrl: 'not a url' })).toThrow(
      'activityServiceUrl must be an absolute URL',
    );
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('fails when the server does not serve it', async () => {
    const fetchConfig = vi.fn(async () => new Response('', { status: 404 }));
    await expect(loadRuntimeConfig(requestRuntimeConfig(fetchConfig))).rejects.toThrow(
      'config.json answered 404',
    );
  });
});
