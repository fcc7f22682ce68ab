// What an `import url from './file.svg?url'` gives in unit tests (the build gives the emitted file's URL).
export default '/test-file-url';
