// The jest-dom matchers (toBeInTheDocument, ...) that shared/jest.setup.ts installs, for the type checker.
/// <reference types="@testing-library/jest-dom" />
