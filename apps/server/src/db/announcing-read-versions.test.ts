import { describe, expect, it } from 'vitest';
import { announcingReadVersions } from './client';

describe('announcingReadVersions', () => {
  it('asks for the read-version notices in the start-up options of every pooled session', () => {
    expect(announcingReadVersions('postgres://u:p@db:5432/gifts')).toEqual({
      connectionString: 'postgres://u:p@db:5432/gifts',
      options: '-c groupgift.read_version_notify=on',
    });
  });

  it("keeps a URL's own options, with the setting added (the URL's would win over the config's)", () => {
    const { connectionString, options } = announcingReadVersions('postgres://db/gifts?options=-c%20statement_timeout%3D5000');
    expect(options).toBeUndefined();
    expect(new URL(connectionString).searchParams.get('options')).toBe(
      '-c statement_timeout=5000 -c groupgift.read_version_notify=on',
    );
  });
});
