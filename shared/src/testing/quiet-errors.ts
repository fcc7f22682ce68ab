/** Test helper: silences the console.error of a failure the test provokes (restored by jest.restoreAllMocks). */
export function quietErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
