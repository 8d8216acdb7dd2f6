import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

const schema = { safeParse: () => ({ success: true as const, data: {} }) };

describe('lazySchema', () => {
  it('fetches the rules once, however often they are asked for', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const rules = lazySchema(load);
    expect(await rules()).toBe(schema);
    expect(await rules()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(schema);
    const rules = lazySchema(load);
    await expect(rules()).rejects.toThrow('offline');
    expect(await rules()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
