import { createElement, Fragment, type ReactNode } from 'react';
import type { Token, Tokens } from 'marked';
import { decodeEntities } from '../markdown/entities';
import { httpsHref, lexMarkdown } from '../markdown/lex';

const codeClass = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8em]';

const Link = ({ token }: { token: Tokens.Link }) => {
  const href = httpsHref(token.href);
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {render(token.tokens)}
    </a>
  ) : (
    <span>{render(token.tokens)}</span>
  );
};

const Table = ({ token }: { token: Tokens.Table }) => (
  <div className="my-2 overflow-x-auto">
    <table className="w-full border-collapse text-xs">
      <thead>
        <tr>
          {token.header.map((cell, key) => (
            <th key={key} className="border-b border-slate-200 px-2 py-1 text-left font-semibold">
              {render(cell.tokens)}
            </th>
          ))}
        </tr>
      </thead>
      {token.rows.length > 0 ? (
        <tbody>
          {token.rows.map((row, key) => (
            <tr key={key}>
              {row.map((cell, column) => (
                <td key={column} className="border-b border-slate-100 px-2 py-1 align-top">
                  {render(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ) : null}
    </table>
  </div>
);

const List = ({ token }: { token: Tokens.List }) => {
  const items = token.items.map((item, key) => <li key={key}>{render(item.tokens)}</li>);
  return token.ordered ? (
    <ol
      start={token.start === 1 ? undefined : Number(token.start)}
      className="my-1.5 list-decimal space-y-1 pl-5"
    >
      {items}
    </ol>
  ) : (
    <ul className="my-1.5 list-disc space-y-0.5 pl-5">{items}</ul>
  );
};

/**
 * One token as an element. Raw HTML, images, link definitions and task boxes render nothing;
 * everything else is built from the token's data, never from markup.
 */
const element = (token: Token, key: number): ReactNode => {
  const children = 'tokens' in token && token.tokens ? render(token.tokens) : null;
  switch (token.type) {
    case 'paragraph':
      return (
        <p key={key} className="my-1.5 first:mt-0 last:mb-0">
          {children}
        </p>
      );
    case 'text':
      return <Fragment key={key}>{children ?? decodeEntities(token.text)}</Fragment>;
    case 'escape':
      return token.text;
    case 'heading':
      return createElement(`h${token.depth}`, { key }, children);
    case 'strong':
    case 'em':
    case 'del':
    case 'blockquote':
      return createElement(token.type, { key }, children);
    case 'codespan':
      return (
        <code key={key} className={codeClass}>
          {token.text}
        </code>
      );
    case 'code':
      return (
        <pre key={key}>
          <code className={codeClass}>{token.text}</code>
        </pre>
      );
    case 'br':
      return <br key={key} />;
    case 'hr':
      return <hr key={key} />;
    case 'link':
      return <Link key={key} token={token as Tokens.Link} />;
    case 'list':
      return <List key={key} token={token as Tokens.List} />;
    case 'table':
      return <Table key={key} token={token as Tokens.Table} />;
    default:
      return null;
  }
};

const render = (tokens: readonly Token[]): ReactNode[] => tokens.map(element);

/**
 * Bot and system messages as Markdown, inert (REQ-CHAT-MARKDOWN-INERT): marked reads the text into tokens
 * and they are rendered as React elements, so raw HTML is never rendered (it is dropped), images
 * are dropped, only https links are links, and they open apart.
 */
export const ChatMarkdown = ({ text }: { text: string }) => <>{render(lexMarkdown(text))}</>;
