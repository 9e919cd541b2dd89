import { sanitizeRichText } from '../server/sanitize-rich-text';

describe('sanitizeRichText', () => {
  test('removes scripts and styles with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });

  test('removes event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a</p><img src="https://e.example/a.png" onerror="x()">')).toBe(
      '<p>a</p><img src="https://e.example/a.png" />',
    );
  });

  test('removes javascript: and data: URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:text/html;base64,AAAA">')).toBe('<img />');
  });

  test('drops disallowed tags such as iframes and forms', () => {
    expect(sanitizeRichText('<iframe src="https://e.example"></iframe><form><input></form>ok')).toBe('ok');
  });

  test('keeps the allowed formatting and safe links', () => {
    const html = '<p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>one</li></ul><h3>t</h3><a href="https://e.example/x" title="t">l</a>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="mailto:s@e.example">m</a>')).toBe('<a href="mailto:s@e.example">m</a>');
  });

  test('links that open a new page get noopener', () => {
    expect(sanitizeRichText('<a href="https://e.example" target="_top">x</a>')).toBe(
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
