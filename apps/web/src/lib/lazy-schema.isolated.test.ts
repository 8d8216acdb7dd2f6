import { describe, expect, it, vi } from 'vitest';
import { lazySchema, passesLazySchema } from './lazy-schema';
import { notifyError } from './notify';

vi.mock('./notify', () => ({ notifyError: vi.fn() }));

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

describe('passesLazySchema', () => {
  const refusing = {
    safeParse: () => ({
      success: false as const,
      error: { issues: [{ path: ['email'], message: 'validation.email.invalid' }] },
    }),
  };

  it("puts the rules' errors and the screen's own on the form, and says whether any were found", async () => {
    const setErrors = vi.fn();
    const form = { setErrors };
    const rules = lazySchema(() => Promise.resolve(refusing));

    await expect(passesLazySchema(form, rules, {})).resolves.toBe(false);
    expect(setErrors).toHaveBeenLastCalledWith({ email: 'validation.email.invalid' });

    const withTutor = (errors: Record<string, string>) => ({ ...errors, tutor_id: 'required' });
    await expect(passesLazySchema(form, rules, {}, withTutor)).resolves.toBe(false);
    expect(setErrors).toHaveBeenLastCalledWith({
      email: 'validation.email.invalid',
      tutor_id: 'required',
    });

    await expect(
      passesLazySchema(
        form,
        lazySchema(() => Promise.resolve(schema)),
        {},
      ),
    ).resolves.toBe(true);
    expect(setErrors).toHaveBeenLastCalledWith({});
  });

  it('sends nothing and leaves the form as it was when the rules cannot be fetched', async () => {
    const setErrors = vi.fn();
    const rules = lazySchema(() => Promise.reject(new Error('offline')));
    await expect(passesLazySchema({ setErrors }, rules, {})).resolves.toBe(false);
    expect(setErrors).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Oops.. Something Went Wrong');
  });
});
