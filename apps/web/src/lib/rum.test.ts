import { describe, expect, it } from 'vitest';
import { rumInitConfiguration, startRum } from './rum';

describe('real-user monitoring', () => {
  it('uses the settings of the spec', () => {
    const settings = rumInitConfiguration(
      { applicationId: 'app', clientToken: 'token', site: 'datadoghq.com', service: 'web' },
      ['www.example.com', 'https://au.example.com'],
    );
    expect(settings).toMatchObject({
      sessionSampleRate: 100,
      sessionReplaySampleRate: 20,
      defaultPrivacyLevel: 'mask-user-input',
      env: 'production',
      trackSessionAcrossSubdomains: true,
      allowedTracingUrls: ['https://www.example.com', 'https://au.example.com'],
    });
  });

  it('does not start when it is not configured', async () => {
    await expect(startRum()).resolves.toBe(false);
  });
});
