/** @jest-environment node */
import { API_PORT } from '@shop/shared/apps';
import { shellConfig } from './config';

describe('the shell’s settings', () => {
  it('defaults to the local API on the apps table’s port, no proxy trusted and the built-in remotes', () => {
    expect(shellConfig({})).toEqual({
      port: undefined,
      apiPort: API_PORT,
      apiUrl: `http://127.0.0.1:${API_PORT}`,
      trustProxy: false,
      remotesFile: undefined,
      remotes: {},
      remotesServerOrigins: {},
    });
  });

  it('reads every variable it knows', () => {
    const digest = 'b'.repeat(64);
    const config = shellConfig({
      PORT: '8080',
      API_PORT: '4100',
      API_URL: 'http://api:4000',
      SHELL_TRUST_PROXY: '10.0.0.0/8',
      REMOTES_FILE: '/etc/shop/remotes.json',
      REMOTES: JSON.stringify({
        mf_catalog: { manifest: 'https://cdn.example/mf-manifest.json', serverBuildSha256: digest },
      }),
      REMOTES_SERVER_ORIGINS: JSON.stringify({ 'https://cdn.example': 'http://mf-catalog:3000' }),
    });
    expect(config).toEqual({
      port: 8080,
      apiPort: 4100,
      apiUrl: 'http://api:4000',
      trustProxy: '10.0.0.0/8',
      remotesFile: '/etc/shop/remotes.json',
      remotes: { mf_catalog: { manifest: 'https://cdn.example/mf-manifest.json', serverBuildSha256: digest } },
      remotesServerOrigins: { 'https://cdn.example': 'http://mf-catalog:3000' },
    });
  });

  it('starts the API on API_PORT and reaches it there unless API_URL says otherwise', () => {
    expect(shellConfig({ API_PORT: '4100' }).apiUrl).toBe('http://127.0.0.1:4100');
  });

  it.each([
    ['PORT', 'eighty', /^PORT must be a port from 1 to 65535, got "eighty"$/],
    ['PORT', '70000', /^PORT must be a port/],
    ['PORT', '3000.5', /^PORT must be a port/],
    ['API_PORT', '-1', /^API_PORT must be a port/],
    ['API_URL', 'api:4000', /^API_URL must be an http\(s\) URL, got "api:4000"$/],
    ['API_URL', 'ftp://api', /^API_URL must be an http\(s\) URL/],
    ['REMOTES', '{"mf_catalog":', /^REMOTES is not valid: /],
    ['REMOTES', '["http://cdn.example/mf-manifest.json"]', /^REMOTES is not valid: A remotes map is a JSON object/],
    [
      'REMOTES',
      '{"mf_catalgo":"http://cdn.example/mf-manifest.json"}',
      /^REMOTES is not valid: .*mf_catalgo, which is none of mf_catalog/,
    ],
    ['REMOTES_SERVER_ORIGINS', 'http://mf-catalog:3000', /^REMOTES_SERVER_ORIGINS is not valid: /],
    [
      'REMOTES_SERVER_ORIGINS',
      '{"http://localhost:3001":3000}',
      /^REMOTES_SERVER_ORIGINS is not valid: .*origin → origin/,
    ],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => shellConfig({ [name]: value })).toThrow(message);
  });
});
