import { createElement, Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block } from '../markdown/blocks';
import { parseInline, type Inline } from '../markdown/inline';

const codeClass = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8em]';

const inline = (nodes: readonly Inline[]): ReactNode[] =>
  nodes.map((node, key) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={key} />;
      case 'code':
        return (
          <code key={key} className={codeClass}>
            {node.text}
          </code>
        );
      case 'link':
        return node.href ? (
          <a
            key={key}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {inline(node.children)}
          </a>
        ) : (
          <span key={key}>{inline(node.children)}</span>
        );
      default:
        return createElement(node.kind, { key }, inline(node.children));
    }
  });

const text = (markdown: string) => inline(parseInline(markdown));

const Table = ({ head, rows }: { head: string[]; rows: string[][] }) => (
  <div className="my-2 overflow-x-auto">
    <table className="w-full border-collapse text-xs">
      <thead>
        <tr>
          {head.map((cell, key) => (
            <th key={key} className="border-b border-slate-200 px-2 py-1 text-left font-semibold">
              {text(cell)}
            </th>
          ))}
        </tr>
      </thead>
      {rows.length > 0 ? (
        <tbody>
          {rows.map((row, key) => (
            <tr key={key}>
              {row.map((cell, column) => (
                <td key={column} className="border-b border-slate-100 px-2 py-1 align-top">
                  {text(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ) : null}
    </table>
  </div>
);

/** Blocks as elements; in a tight list item a paragraph is its bare text. */
const blocks = (list: readonly Block[], tight = false): ReactNode[] =>
  list.map((block, key) => {
    switch (block.kind) {
      case 'paragraph':
        return tight ? (
          <Fragment key={key}>{text(block.text)}</Fragment>
        ) : (
          <p key={key} className="my-1.5 first:mt-0 last:mb-0">
            {text(block.text)}
          </p>
        );
      case 'heading':
        return createElement(`h${block.level}`, { key }, text(block.text));
      case 'code':
        return (
          <pre key={key}>
            <code className={codeClass}>{block.text}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={key}>{blocks(block.blocks)}</blockquote>;
      case 'rule':
        return <hr key={key} />;
      case 'table':
        return <Table key={key} head={block.head} rows={block.rows} />;
      case 'list': {
        const items = block.items.map((item, index) => (
          <li key={index}>{blocks(item, !block.loose)}</li>
        ));
        return block.ordered ? (
          <ol key={key} className="my-1.5 list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={key} className="my-1.5 list-disc space-y-0.5 pl-5">
            {items}
          </ul>
        );
      }
    }
  });

/**
 * Bot and system messages as Markdown, inert (checklist 19): the text is parsed into plain data
 * and rendered as React elements, so raw HTML is never rendered (it is dropped), images are
 * dropped, only https links are links, and they open apart.
 */
export const ChatMarkdown = ({ text: markdown }: { text: string }) => (
  <>{blocks(parseMarkdown(markdown))}</>
);
