import { fairHousingMessages, type FairHousingAuditItem } from '@rela/contracts';

const text = fairHousingMessages;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The entries: a table on a wide screen, a card each on a phone; the excerpt whole, a deleted
 * user named as such.
 */
export const AuditEntries = ({ items }: { items: readonly FairHousingAuditItem[] }) => (
  <>
    <table className="hidden w-full text-left text-sm md:table">
      <thead className="text-xs font-medium text-slate-500">
        <tr className="border-b border-slate-200">
          <th className="py-2 pr-4 font-medium">{text.columns.at}</th>
          <th className="py-2 pr-4 font-medium">{text.columns.surface}</th>
          <th className="py-2 pr-4 font-medium">{text.columns.class}</th>
          <th className="py-2 pr-4 font-medium">{text.columns.user}</th>
          <th className="py-2 font-medium">{text.columns.excerpt}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {items.map((item) => (
          <tr key={item.id}>
            <td className="py-2.5 pr-4 whitespace-nowrap text-slate-600">
              <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
            </td>
            <td className="py-2.5 pr-4 whitespace-nowrap text-slate-700">
              {text.surfaces[item.surface]}
            </td>
            <td className="py-2.5 pr-4 text-slate-700">{text.classes[item.class]}</td>
            <td className="py-2.5 pr-4 text-slate-700">
              {item.username ?? <span className="text-slate-500">{text.auditDeletedUser}</span>}
            </td>
            <td className="py-2.5 break-words text-slate-900">“{item.excerpt}”</td>
          </tr>
        ))}
      </tbody>
    </table>
    <ul className="divide-y divide-slate-100 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="py-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-500">
            <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
            <span>{item.username ?? text.auditDeletedUser}</span>
          </p>
          <p className="mt-1 text-sm font-medium text-slate-900">
            {text.classes[item.class]} · {text.surfaces[item.surface]}
          </p>
          <p className="mt-1 text-sm break-words text-slate-700">“{item.excerpt}”</p>
        </li>
      ))}
    </ul>
  </>
);
