import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sanitizeContentHtml } from './sanitize';

describe('sanitizeContentHtml', () => {
  test('keeps headings, lists, tables, links and images', () => {
    const html =
      '<h2>Title</h2><p>Some <em>text</em></p><ul><li>One</li></ul><table><tbody><tr><td>Cell</td></tr></tbody></table><a href="https://example.com" title="Example">link</a><img src="https://example.com/a.png" alt="A" />';
    assert.equal(sanitizeContentHtml(html), html);
  });

  test('removes script and style elements with their content', () => {
    assert.equal(sanitizeContentHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style>'), '<p>a</p>');
  });

  test('removes on* handlers and style attributes', () => {
    assert.equal(sanitizeContentHtml('<p onclick="x()" style="color:red">a</p><img src="/a.png" onerror="x()" />'), '<p>a</p><img src="/a.png" />');
  });

  test('removes iframes, objects and forms', () => {
    assert.equal(sanitizeContentHtml('<iframe src="https://evil.example"></iframe><object data="x"></object><form><input /></form>'), '');
  });

  test('drops javascript:, data: and protocol-relative URLs', () => {
    assert.equal(
      sanitizeContentHtml('<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a><img src="data:image/png;base64,AAAA" /><a href="//evil.example">c</a>'),
      '<a>a</a><a>b</a><img /><a>c</a>',
    );
  });

  test('keeps mailto links and protects links that open a new tab', () => {
    assert.equal(
      sanitizeContentHtml('<a href="mailto:hello@example.com">mail</a><a href="https://example.com" target="_blank">new tab</a>'),
      '<a href="mailto:hello@example.com">mail</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a>',
    );
  });
});
