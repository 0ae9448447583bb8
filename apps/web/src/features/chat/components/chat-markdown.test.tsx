import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown } from './chat-markdown';

const html = (text: string) => render(<ChatMarkdown text={text} />).container;

describe('ChatMarkdown: what Rela writes', () => {
  it('renders a list of homes with a continuation line under each', () => {
    const container = html(
      [
        'You have 2 homes:',
        '',
        '1. **8073 S Congress Ave, Austin, TX 78704** ♥',
        '   $649,900 · 2 beds · 2 baths',
        '2. ABC\\_123: no longer listed',
      ].join('\n'),
    );
    expect(container.querySelector('p')).toHaveTextContent('You have 2 homes:');
    const items = within(container).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '8073 S Congress Ave, Austin, TX 78704 ♥\n$649,900 · 2 beds · 2 baths',
      'ABC_123: no longer listed',
    ]);
    expect(items[0]?.querySelector('strong')).toHaveTextContent('8073 S Congress Ave');
    expect(container.querySelector('ol li p')).toBeNull();
  });

  it('renders facts with escaped punctuation as text', () => {
    const container = html('- **Remarks:** Great \\*light\\* \\<b\\>x\\</b\\> \\[views\\] \\#1');
    expect(container.querySelector('li')).toHaveTextContent(
      'Remarks: Great *light* <b>x</b> [views] #1',
    );
    expect(container.querySelector('b, em')).toBeNull();
  });

  it('renders the comparison as a table, escaped pipes inside cells', () => {
    const container = html(
      [
        'Here is how the two homes compare:',
        '',
        '| | 1 Main St | 2 Oak Ct \\| Unit 2 |',
        '|---|---|---|',
        '| **Price** | $649,900 | $1,200,000 |',
        '| **Bedrooms** | 2 |',
      ].join('\n'),
    );
    const headers = within(container).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['', '1 Main St', '2 Oak Ct | Unit 2']);
    const cells = within(container).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Price',
      '$649,900',
      '$1,200,000',
      'Bedrooms',
      '2',
      '',
    ]);
    expect(cells[0]?.querySelector('strong')).not.toBeNull();
  });

  it('renders emphasis, code, strikethrough and line breaks', () => {
    const container = html(
      '*it* __bold__ ***both*** `a<b` ~~old~~ snake_case 2*3*4\nnext  \nbreak',
    );
    expect(screen.getByText('it').tagName).toBe('EM');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('both').closest('em')).not.toBeNull();
    expect(screen.getByText('a<b').tagName).toBe('CODE');
    expect(screen.getByText('old').tagName).toBe('DEL');
    expect(container.querySelector('p')?.textContent).toContain('snake_case 2');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('nests lists, and wraps the items of a loose list in paragraphs', () => {
    const container = html('- a\n- b\n  - inner\n\n1. one\n\n2. two');
    expect(container.querySelector('ul ul li')).toHaveTextContent('inner');
    expect(container.querySelectorAll('ol li p')).toHaveLength(2);
  });
});

describe('ChatMarkdown is inert (REQ-CHAT-MARKDOWN-INERT)', () => {
  const hostile = [
    '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript:alert(1))',
    '[d](data:text/html,<script>alert(2)</script>) [e](vbscript:x) [f](http://example.com)',
    '[g](/relative) [h](<javascript:alert(3)>) <javascript:alert(4)> <a href="https://x.y">i</a>',
    '<img src=x onerror=alert(5)>',
    '<div onclick="alert(6)">',
    'block',
    '',
    '<script>',
    'alert(7)',
    '</script>',
    '',
    '![pic](https://example.com/x.png) <!-- comment --> <iframe src="https://x.y"></iframe>',
    '[safe](https://example.com/home "title") <https://example.com/auto> https://example.com/bare.',
  ].join('\n');

  it('renders no element or attribute from the text, and links only to https', () => {
    const container = html(hostile);
    expect(container.querySelector('script, img, iframe, div, [onerror], [onclick]')).toBeNull();
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/home',
      'https://example.com/auto',
      'https://example.com/bare',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(container.textContent).not.toMatch(/alert\(7\)|onerror|pic/);
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      expect(screen.getByText(name, { exact: true }).tagName).toBe('SPAN');
    }
  });

  // No timed assertion (speed lives in the bench): a parser that backtracks without end runs
  // into the test's own timeout, and the bounded nesting is checked on what is rendered.
  it('renders pathological input, its nesting bounded', () => {
    const container = html(
      `${'*a _b [c '.repeat(3_000)}\n${'>'.repeat(2_000)} deep\n${'- '.repeat(2_000)}x`,
    );
    expect(container).toHaveTextContent('deep');
    expect(container.querySelectorAll('blockquote').length).toBeLessThanOrEqual(16);
  });
});

describe('ChatMarkdown against the hostile input marked is tested with', () => {
  it('links no disguised script, reference, protocol-relative or image target', () => {
    const container = html(
      [
        '[a](javascript&#58;alert(1)) [b](&#x6A;avascript:alert(1)) [c](  javascript:alert(1))',
        '[d](//evil.example/x) [e][ref] [f][img] ![g](javascript:alert(1)) [h](HTTPS://example.com/up)',
        '[i](https&#58;//example.com/entity) [j](https://example.com/?a=1&amp;b=2)',
        '',
        '[ref]: javascript:alert(2)',
        '[img]: data:image/svg+xml,<svg onload=alert(3)>',
      ].join('\n'),
    );
    expect(
      within(container)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://example.com/up',
      'https://example.com/entity',
      'https://example.com/?a=1&b=2',
    ]);
    expect(container.querySelector('img, svg, [onload]')).toBeNull();
    expect(container.textContent).not.toMatch(/alert\(2\)|alert\(3\)|\bg\b/);
  });

  it('renders marked’s denial-of-service inputs within the test timeout and shows them as text', () => {
    const inputs = [
      'a[b](c'.repeat(1_000),
      `[x]:${' '.repeat(1_500)}x ${' '.repeat(1_500)} x`,
      '['.repeat(100_000),
      '[.'.repeat(50_000),
      `${'_'.repeat(10_000)} a`,
      `# #${' '.repeat(50_000)}a`,
      `<!x ${'a>'.repeat(50_000)}`,
      '\\.'.repeat(100_000),
      `[](${' '.repeat(50_000)}`,
      '- a\n'.repeat(10_000),
      `intro\n${'~'.repeat(50_000)}`,
      `${'*'.repeat(5_000)}a${'*'.repeat(5_000)}`,
      `${'['.repeat(5_000)}a${'](https://example.com)'.repeat(5_000)}`,
    ];
    for (const input of inputs) expect(html(input).querySelector('script, img, iframe')).toBeNull();
    expect(html('['.repeat(1_000)).textContent).toBe('['.repeat(1_000));
  }, 30_000);

  it('shows quotes and lists nested past the bound as text', () => {
    const container = html(`${'> '.repeat(40)}deep`);
    expect(container.querySelectorAll('blockquote').length).toBeLessThanOrEqual(16);
    expect(container).toHaveTextContent('deep');
  });
});
