import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const components: Components = {
  // `defaultUrlTransform` has already emptied javascript:, data: and other unsafe URLs.
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-1.5 list-disc space-y-0.5 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1.5 list-decimal space-y-1 pl-5">{children}</ol>,
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-xs">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="border-b border-slate-200 px-2 py-1 text-left font-semibold">{children}</th>
  ),
  td: ({ children }) => (
    <td className="border-b border-slate-100 px-2 py-1 align-top">{children}</td>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8em]">{children}</code>
  ),
};

/**
 * Bot and system messages as Markdown, inert (checklist 19): raw HTML is never rendered, unsafe
 * link targets are emptied, images are shown as their text only, links open apart.
 */
export const ChatMarkdown = ({ text }: { text: string }) => (
  <Markdown
    remarkPlugins={[remarkGfm]}
    skipHtml
    disallowedElements={['img']}
    unwrapDisallowed
    components={components}
  >
    {text}
  </Markdown>
);
