import { describe, expect, it } from 'vitest';
import { stripHtmlComments } from './vite-html-comments';

describe('the built page without its comments', () => {
  it('drops comments, one line or many, and keeps everything else', () => {
    const page = `<body>
    <!-- one line -->
    <div id="shell">
      <!-- over
           two lines -->
      <p>Text <!-- inline --> stays</p>
    </div>
  </body>`;
    expect(stripHtmlComments(page)).toBe(`<body>
    <div id="shell">
      <p>Text stays</p>
    </div>
  </body>`);
  });

  it('leaves the text of scripts and styles as it is (their hashes depend on it)', () => {
    const script = "<script>\n  const a = '<!-- not a comment -->';\n</script>";
    const style = '<style>/* kept */ p { color: red }</style>';
    const page = `<!-- gone -->\n${script}\n${style}`;
    expect(stripHtmlComments(page)).toBe(`${script}\n${style}`);
  });
});
