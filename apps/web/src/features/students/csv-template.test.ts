import { describe, expect, it } from 'vitest';
import { studentCsvTemplate } from './csv-template';

describe('the import template', () => {
  it('has the header the server reads and one example student', () => {
    const [header, example, rest] = studentCsvTemplate().split('\r\n');
    expect(header).toBe('firstname,lastname,username,password,grade,school,language,email,avatar');
    expect(example?.split(',')).toEqual([
      'Leo',
      'Smith',
      'leo.smith',
      'secret1',
      '4',
      'Lincoln Elementary',
      'en',
      '',
      'lion',
    ]);
    expect(rest).toBe('');
  });
});
