import { describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import { inExclusiveSection } from './exclusive-section';
import { createTestDb, testDialects } from './testing';

// On SQLite the section just runs: it is the one-computer database, never shared by copies.
const dialect = 'postgres';

describe.runIf(testDialects().includes(dialect))('inExclusiveSection on PostgreSQL', () => {
  it('lets one copy at a time run the section, and each gets its own result', async () => {
    // Two handles stand for two service processes on one database (advisory locks are held
    // per database).
    const database = await createTestDb(dialect);
    const copies = [database, createDb({ url: database.url, poolSize: 5 })];
    const events: string[] = [];
    const section = (copy: number) =>
      inExclusiveSection(copies[copy]!, 'aula:test-section', async () => {
        events.push(`enter ${copy}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`leave ${copy}`);
        return copy;
      });
    try {
      expect(await Promise.all([section(0), section(1)])).toEqual([0, 1]);
      // Whichever came first, the other entered only after it left.
      expect(events[0]!.split(' ')[0]).toBe('enter');
      expect(events[1]).toBe(events[0]!.replace('enter', 'leave'));
      // A failing section releases the lock for the next one.
      await expect(
        inExclusiveSection(copies[0]!, 'aula:test-section', () => Promise.reject(new Error('x'))),
      ).rejects.toThrow('x');
      expect(await section(1)).toBe(1);
    } finally {
      await copies[1]!.destroy();
      await database.destroy();
    }
  });
});
