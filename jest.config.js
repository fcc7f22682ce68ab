// Unit tests of the front ends and @shop/shared (jsdom). API tests run with node's test runner in api/.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

// Every unit test runs west of Greenwich, so a date read as UTC midnight where a calendar day was meant shows the day
// before and fails. The workers inherit this process's environment.
process.env.TZ = 'America/Los_Angeles';

export default {
  // jsdom plus Node's fetch classes and TextEncoder, which react-router and ky need when they load.
  testEnvironment: '<rootDir>/shared/src/api/testing/jsdom-environment.ts',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-catalog', '<rootDir>/mf-cart-checkout', '<rootDir>/mf-account', '<rootDir>/mf-uploader', '<rootDir>/deploy'],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '**/server/**/*.test.ts', '<rootDir>/shared/build/*.test.ts', '<rootDir>/deploy/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ESM-only packages are compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(ky|nanostores|@nanostores|superstruct|swiper|content-disposition)/)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '\\?url$': '<rootDir>/shared/src/testing/file-url.ts' },
  setupFilesAfterEnv: ['<rootDir>/shared/jest.setup.ts'],
};
