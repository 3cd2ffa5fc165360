import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { envForThisTest } from '../../tests/env-for-test';
import { formatRequestLine, loggedPath, logRequest } from './log.server';

describe('a request log line', () => {
  it('keeps the path and the names of query fields, never what was typed into them', () => {
    expect(loggedPath('http://localhost:3000/courses?q=Priya%20Sharma&page=2')).toBe('/courses?q=&page=');
    expect(loggedPath('https://institute.example.org/api/users/applications')).toBe('/api/users/applications');
    expect(loggedPath('https://x.example/a?tag=1&tag=2')).toBe('/a?tag=');
  });

  it('hides the one-time link of a setup or an invitation (whoever reads the log could use it)', () => {
    expect(loggedPath('https://x.example/dashboard/setup/Taqj08M-Qz-UhYSatbSYLtu-tMsPOGbBNdMMK6s_Jzg')).toBe('/dashboard/setup/…');
    expect(loggedPath('https://x.example/dashboard/accept-invite/abcDEF123?next=1')).toBe('/dashboard/accept-invite/…?next=');
    expect(loggedPath('https://x.example/dashboard/setup')).toBe('/dashboard/setup');
    expect(loggedPath('/dashboard/setup/Taqj08M-Qz')).toBe('/dashboard/setup/…'); // a path alone, as the node edge logs it
    expect(loggedPath('/courses')).toBe('/courses');
    expect(loggedPath('/courses?q=Priya')).toBe('/courses?q=');
  });

  const line = { time: '2026-11-27T07:31:02.120Z', requestId: 'r-1', method: 'POST', path: '/dashboard/courses', status: 200, ms: 12.5 };

  it('is one JSON object, with the staff or student id of a signed-in reader', () => {
    expect(JSON.parse(formatRequestLine({ ...line, signedIn: { staffId: 'adm-1' } }, 'json'))).toEqual({ ...line, staffId: 'adm-1' });
    expect(JSON.parse(formatRequestLine({ ...line, signedIn: { studentId: 'stu-1' } }, 'json'))).toEqual({ ...line, studentId: 'stu-1' });
    expect(formatRequestLine(line, 'json')).not.toContain('\n');
  });

  it('is a short readable line in the pretty format', () => {
    expect(formatRequestLine({ ...line, signedIn: { staffId: 'adm-1' } }, 'pretty')).toBe('07:31:02 POST /dashboard/courses 200 12.5 ms staff adm-1');
    expect(formatRequestLine(line, 'pretty')).toBe('07:31:02 POST /dashboard/courses 200 12.5 ms');
  });
});

describe('the request log on stdout', () => {
  const line = { time: '2026-11-27T07:31:02.120Z', method: 'GET', path: '/courses', status: 200, ms: 1.5 };

  it('writes the lines of one turn of the event loop in one write, each whole and in order', async () => {
    envForThisTest({ LOG_FORMAT: 'json' });
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      for (const requestId of ['r-1', 'r-2', 'r-3']) logRequest({ ...line, requestId });
      expect(written).not.toHaveBeenCalled();
      await new Promise(setImmediate);
      expect(written).toHaveBeenCalledTimes(1);
      expect(String(written.mock.calls[0]![0]).match(/r-\d/g)).toEqual(['r-1', 'r-2', 'r-3']);
      expect(String(written.mock.calls[0]![0]).split('\n')).toHaveLength(4); // three lines, each ended
    } finally {
      written.mockRestore();
    }
  });

  it('writes the lines still waiting when the process exits', async () => {
    const script = `
      const { logRequest } = await import('~/utils/log.server');
      logRequest(${JSON.stringify({ ...line, requestId: 'at-exit' })});
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', './scripts/register-app-imports.ts', '--input-type=module', '-e', script], {
      env: { ...process.env, LOG_FORMAT: 'json' },
    });
    expect(JSON.parse(stdout.trim())).toMatchObject({ requestId: 'at-exit', path: '/courses' });
  });
});
